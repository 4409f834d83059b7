import type { ServiceReply } from '@portal/contract/services/index';
import { callService } from '../../../lib/gateway';

export type AppLoginReply = ServiceReply<'authentication/appLoginExchange'>;

// The token is single use: one exchange per token even if the screen mounts twice (React's strict mode).
const exchanges = new Map<string, Promise<AppLoginReply>>();

/** Exchanges the mobile app's one-time token for a website session. */
export function exchangeAppLoginToken(token: string): Promise<AppLoginReply> {
  let exchange = exchanges.get(token);
  if (!exchange) {
    exchange = callService('authentication/appLoginExchange', { token });
    exchanges.set(token, exchange);
  }
  return exchange;
}
