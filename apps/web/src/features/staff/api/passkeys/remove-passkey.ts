import { useServiceMutation } from '../../../../lib/service-query';

export function useRemoveStaffPasskey() {
  return useServiceMutation('staff/removePasskey', { invalidates: ['staff/listPasskeys', 'staff/getMe'] });
}
