import { useServiceMutation } from '../../../lib/service-query';

/** Tells the portal the donor opened a notification (a campaign counts its reads); nothing on screen changes. */
export function useMarkNotificationRead() {
  return useServiceMutation('notification/markNotificationRead');
}
