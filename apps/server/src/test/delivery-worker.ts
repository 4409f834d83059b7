// One outbox delivery worker as its own OS process, for the tests that need real processes on one PostgreSQL database
// (`delivery-processes.test.ts`): the production messenger (`createMessenger`, as `app.ts` builds it) with a pool of
// its own, running the outbox job's `deliverDue` back to back until it is stopped. It prints `ready` once it runs and,
// on SIGTERM, how many messages it tried. WORKER_CLOCK_AHEAD_MS moves its clock forward (a worker that starts after a
// claim's lease has passed, without the test waiting two minutes).
import { openPostgres } from '../db/client';
import { createMessenger } from '../domain/messaging/messenger';
import type { Clock } from '../lib/clock';

const databaseUrl = process.env.DATABASE_URL;
const smtpUrl = process.env.SMTP_URL;
if (!databaseUrl || !smtpUrl) throw new Error('DATABASE_URL and SMTP_URL are required');
const ahead = Number(process.env.WORKER_CLOCK_AHEAD_MS ?? 0);
const clock: Clock = {
  now: () => new Date(Date.now() + ahead),
  wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};
const database = openPostgres(databaseUrl, 5);
const messenger = createMessenger({
  db: database.db,
  clock,
  brandName: 'Acme Plasma',
  smtp: { url: smtpUrl, from: 'portal@demo.example', timeoutMs: Number(process.env.MESSAGE_SEND_TIMEOUT_MS ?? 10_000) },
  unsubscribeSecret: 'a-test-secret-of-enough-length',
});

let running = true;
let tried = 0;
process.on('SIGTERM', () => {
  running = false;
});
process.stdout.write('ready\n');
while (running) {
  const now = await messenger.deliverDue();
  tried += now;
  if (now === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}
process.stdout.write(`tried ${tried}\n`);
await database.close();
