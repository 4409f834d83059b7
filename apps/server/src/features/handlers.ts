import type { HandlerMap } from './service-context';
import { loginHandler } from './authentication/login.handler';
import { logoutHandler } from './authentication/logout.handler';
import { tokenLoginHandler } from './authentication/token-login.handler';
import { byLocationIdsHandler } from './location/by-location-ids.handler';

/** One handler per registered service; the type makes a missing one a compile error. */
export const handlers: HandlerMap = {
  'authentication/login': loginHandler,
  'authentication/tokenLogin': tokenLoginHandler,
  'authentication/logout': logoutHandler,
  'location/bylocationids': byLocationIdsHandler,
};
