import { useCallback, useState, type FocusEvent, type ReactElement } from 'react';
import { useDeferredModule } from '../../lib/deferred-module';
import { layoutExtras } from './layout-extras-module';

/** Wraps a sidebar item in its label (collapsed sidebar), once the labels have loaded. */
export type Tip = (label: string, child: ReactElement, disabled?: boolean) => ReactElement;

/**
 * The sidebar's tooltips once their code is there. They come in when nothing in the sidebar has the focus: wrapping a
 * link in its tooltip draws the link anew, which would drop the focus of a keyboard already on it.
 */
export function useSidebarTooltips(): { tip: Tip; onFocus: () => void; onBlur: (event: FocusEvent<HTMLElement>) => void } {
  const SidebarTooltip = useDeferredModule(layoutExtras).module?.SidebarTooltip;
  const [focused, setFocused] = useState(false);
  const [shown, setShown] = useState(false);
  if (SidebarTooltip && !focused && !shown) setShown(true);
  const tip = useCallback<Tip>(
    (label, child, disabled) =>
      shown && SidebarTooltip ? (
        <SidebarTooltip label={label} disabled={disabled}>
          {child}
        </SidebarTooltip>
      ) : (
        child
      ),
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
