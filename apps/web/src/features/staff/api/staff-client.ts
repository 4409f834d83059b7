import { paths } from '../../../config/paths';
import { createCallServiceFor } from '../../../lib/gateway-for';

/** The staff token lives apart from the donor's session, in this tab only: a shared computer keeps no staff session. */
const STAFF_TOKEN_KEY = 'portal.staff.token';

export const staffToken = {
  get: (): string | null => sessionStorage.getItem(STAFF_TOKEN_KEY),
  set: (token: string): void => sessionStorage.setItem(STAFF_TOKEN_KEY, token),
  clear: (): void => sessionStorage.removeItem(STAFF_TOKEN_KEY),
};

/** Gateway calls with the staff token; a lost staff session (401) goes back to the staff sign-in. */
export const callStaffService = createCallServiceFor({
  getToken: staffToken.get,
  onUnauthorized: () => {
    staffToken.clear();
    window.location.assign(paths.staffLogin);
  },
});
