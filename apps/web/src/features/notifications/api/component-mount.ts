import { useEffect } from 'react';
import { callService } from '../../../lib/gateway';

/** Records a screen view once per mount (spec 7 `analytics/componentMount`); a failure is not the donor's concern. */
export function useComponentMount(mountedComponent: string): void {
  useEffect(() => {
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    callService('analytics/componentMount', { mountedComponent, ...(timezone ? { timezone } : {}) }).catch(() => undefined);
  }, [mountedComponent]);
}
