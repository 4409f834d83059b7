import type { unsubscribeRoute } from '@portal/contract/services/outbox/unsubscribe';
import { z } from 'zod';
import { recordChoiceChange } from '../../domain/communication-preferences';
import { readUnsubscribeToken } from '../../domain/messaging/unsubscribe';
import { ServiceError } from '../../lib/service-error';
import type { RestRoute } from '../../plugins/calls/rest-route';

/**
 * RFC 8058's one-click unsubscribe: the token, signed by this server, names the donor and the kind of e-mail; that kind
 * is turned off by e-mail as the profile would. Posting again changes nothing and answers the same.
 */
export const unsubscribeRouteHandler: RestRoute<typeof unsubscribeRoute> =
  (services) =>
  async ({ query }) => {
    const named = readUnsubscribeToken(services.config.tokenSecret, query.token);
    if (!named || !z.uuid().safeParse(named.donorId).success) throw new ServiceError(400, 'unsubscribeLinkInvalid');
    const found = await recordChoiceChange(services.db, {
      donorId: named.donorId,
      channel: 'email',
      kind: named.kind,
      on: false,
      source: 'unsubscribeLink',
      at: services.clock.now(),
    });
    if (!found) throw new ServiceError(400, 'unsubscribeLinkInvalid');
    return { status: 200 as const };
  };
