import { Loader, type LoaderProps } from '@mantine/core';
import './late-loader.css';

/**
 * Mantine's spinner, hidden and still for the wait's first 800 ms (its place kept, so nothing moves when it shows).
 * Issue 36: a screen whose answers come within that time draws no animation, whose every frame the phone composites
 * while it is drawing the page, and a quick answer does not flash a spinner. What tells a screen reader that the page is
 * loading stays beside it from the start.
 */
export function LateLoader(props: Omit<LoaderProps, 'className'>) {
  return <Loader {...props} className="portal-late" />;
}
