import { paths } from '../config/paths';
import { createHttpClientFor } from './gateway-for';
import { queryClient } from './query-client';

/** The staff token lives apart from the donor's session, in this tab only: a shared computer keeps no staff session. */
const STAFF_TOKEN_KEY = 'portal.staff.token';

/**
 * The staff console's session. Starting or ending one forgets every cached reply: replies stay fresh for a minute,
 * and the next member to sign in on this tab must not see the last one's name, menu or lists.
 */
export const staffSession = {
  token: (): string | null => sessionStorage.getItem(STAFF_TOKEN_KEY),
  start: (token: string): void => {
    sessionStorage.setItem(STAFF_TOKEN_KEY, token);
    queryClient.clear();
  },
  end: (): void => {
    sessionStorage.removeItem(STAFF_TOKEN_KEY);
    queryClient.clear();
  },
};

/** The client of the staff services (`callAnyService` picks it): a lost staff session (401) goes back to the staff sign-in. */
export const staffHttpClient = createHttpClientFor({
  getToken: staffSession.token,
  onUnauthorized: () => {
    staffSession.end();
    window.location.assign(paths.staffLogin);
  },
});
