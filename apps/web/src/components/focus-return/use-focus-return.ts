import { useEffect, useState } from 'react';

/**
 * Gives focus back to whatever opened a modal once the modal is gone. Mantine returns focus only
 * when `opened` turns false; modals that are simply unmounted (rendered while a state is set) lose
 * it to the page's start. The opener is read on the first render, before the modal's focus trap
 * moves focus inside. When the opener no longer exists (the wheel's feedback button disappears
 * once the visit is rated), `fallback` names the element to focus instead.
 */
export function useFocusReturn(fallback?: () => HTMLElement | null | undefined): void {
  const [opener] = useState(() => (document.activeElement instanceof HTMLElement ? document.activeElement : null));
  const [fallbackAtMount] = useState(() => fallback);
  useEffect(
    () => () => {
      // After the modal's own focus trap has let go.
      requestAnimationFrame(() => {
        const target = opener?.isConnected && opener !== document.body ? opener : fallbackAtMount?.();
        target?.focus();
      });
    },
    [opener, fallbackAtMount],
  );
}
