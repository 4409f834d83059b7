import { Component, type ReactNode } from 'react';
import { RouteError } from './route-error';

/**
 * Catches a screen that throws or whose chunk fails to load, and offers a reload. Layouts key it by
 * path, so navigating elsewhere clears the error.
 */
export class RouteErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override render(): ReactNode {
    return this.state.failed ? <RouteError /> : this.props.children;
  }
}
