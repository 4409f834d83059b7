import type { unsubscribeRoute } from '@portal/contract/services/outbox/unsubscribe';
import { z } from 'zod';
import { withdrawConsent } from '../../domain/consent-records';
import { readUnsubscribeToken } from '../../domain/messaging/unsubscribe';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';

/**
 * RFC 8058's one-click unsubscribe: the token, signed by this server, names the donor and the kind of e-mail; that kind
 * is turned off by e-mail and recorded in her consent history (source `one-click`). Posting again changes nothing and answers the same.
 */
export const unsubscribeRouteHandler: RestRoute<typeof unsubscribeRoute> =
  (services) =>
  async ({ query }) => {
    const named = readUnsubscribeToken(services.config.tokenSecret, query.token);
    if (!named || !z.uuid().safeParse(named.donorId).success) throw new ServiceError(400, 'unsubscribeLinkInvalid');
    // Recorded in the consent history as a withdrawal by the e-mail's link, in the transaction that makes it.
    const after = await services.db.transaction((tx) =>
      withdrawConsent(tx, named.donorId, 'email', named.kind, services.clock.now(), { source: 'one-click' }),
    );
    if (!after) throw new ServiceError(400, 'unsubscribeLinkInvalid');
    return { status: 200 as const };
  };
