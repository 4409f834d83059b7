import { useCallback, useState, type FocusEvent, type ReactElement } from 'react';
import { useDeferredModule } from '../../lib/deferred-module';
import { layoutExtras } from './layout-extras-module';

/** A pointer that can hover: a mouse or a trackpad, not a finger. */
const HOVER_MEDIA_QUERY = '(hover: hover)';

/** Wraps a sidebar item in its label (collapsed sidebar), once the labels have loaded; `disabled` when the sidebar is open. */
export type Tip = (label: string, child: ReactElement, disabled?: boolean) => ReactElement;

/**
 * The sidebar's tooltips once their code is there. They come in when nothing in the sidebar has the focus: wrapping a
 * link in its tooltip draws the link anew, which would drop the focus of a keyboard already on it.
 */
export function useSidebarTooltips(): { tip: Tip; onFocus: () => void; onBlur: (event: FocusEvent<HTMLElement>) => void } {
  const loaded = useDeferredModule(layoutExtras).module?.SidebarTooltip;
  // A touch screen has no hover, and a tap follows the link at once: a phone would draw a dozen floating labels (about
  // 100 ms at 4× slowdown) that no donor sees. The links' names are there for screen readers either way.
  const [canHover] = useState(() => window.matchMedia(HOVER_MEDIA_QUERY).matches);
  const SidebarTooltip = canHover ? loaded : undefined;
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(false);
  if (SidebarTooltip && !focused && !shown) setShown(true);
  const tip = useCallback<Tip>(
    (label, child, disabled) =>
      // The open sidebar shows its labels: its links need no floating one (a disabled tooltip costs as much to draw).
      shown && SidebarTooltip && !disabled ? <SidebarTooltip label={label}>{child}</SidebarTooltip> : child,
    [shown, SidebarTooltip],
  );
  return {
    tip,
    onFocus: () => setFocused(true),
    // Focus moving from one link to the next stays inside.
    onBlur: (event) => {
      if (!event.currentTarget.contains(event.relatedTarget)) setFocused(false);
    },
  };
}
