import type { Listen } from '../../db/notifications';
import { WEBHOOK_NOTICES_CHANNEL, WEBHOOK_NOTICES_PROCESS } from '../integration-events';
import type { Messenger } from './messenger';

/**
 * Hands webhook deliveries to their receivers as soon as the transaction that queued them commits (decision 057):
 * the commit's notice names the process that wrote them, and that process tries them, as it tries the e-mails and
 * texts it has just committed. Without notices (or while they may be missed) the outbox job delivers them within a
 * minute. Answers the function that stops listening.
 */
export async function deliverWebhooksOnCommit(
  listen: Listen | undefined,
  messenger: Messenger,
  onError: (error: unknown) => void,
): Promise<() => Promise<void>> {
  if (!listen) return async () => undefined;
  return listen(
    WEBHOOK_NOTICES_CHANNEL,
    (process) => {
      if (process !== WEBHOOK_NOTICES_PROCESS) return;
      // Never inside the notice's own delivery: the committing connection may not be free yet.
      setImmediate(() => void messenger.deliverWebhooks().catch(onError));
    },
    () => undefined,
  );
}
