import { useCallback, useState } from 'react';

/** Phones: the sidebar starts collapsed and opens over the page (spec 2.4). */
export const PHONE_MEDIA_QUERY = '(max-width: 768px)';

function isPhone(): boolean {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' && window.matchMedia(PHONE_MEDIA_QUERY).matches;
}

export function useSidebar() {
  const [open, setOpen] = useState(() => !isPhone());
  const toggle = useCallback(() => setOpen((value) => !value), []);
  const closeOnPhone = useCallback(() => {
    if (isPhone()) setOpen(false);
  }, []);
  return { open, toggle, closeOnPhone };
}
