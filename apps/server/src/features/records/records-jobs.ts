import { DAY_MS, EXPORT_KEPT_DAYS } from '@portal/contract';
import { eq } from 'drizzle-orm';
import { donors } from '../../db/schema/index';
import { closeDueAccounts } from '../../domain/account-closure';
import { prepareDueExports } from '../../domain/data-export';
import { runRetention } from '../../domain/retention';
import type { ScheduledJob } from '../../lib/job-engine';
import type { JobDeps } from '../../service-context';

export const EXPORT_JOB = 'data-exports';
export const CLOSURE_JOB = 'account-closures';
export const RETENTION_JOB = 'retention';

/** Prepares every waiting "Download my data" request and e-mails the donor through the outbox, in the file's transaction. */
export async function prepareExports(deps: JobDeps): Promise<number> {
  const now = deps.clock.now();
  return prepareDueExports({ db: deps.db, now, companyName: deps.config.brandName }, async (tx, done) => {
    const [donor] = await tx.select({ email: donors.email }).from(donors).where(eq(donors.id, done.donorId));
    if (!donor?.email) return undefined;
    const { messenger, deliver } = deps.messenger.inTransaction(tx);
    await messenger.send({
      channel: 'email',
      template: 'dataExportReady',
      to: donor.email,
      lang: done.language,
      values: {
        brand: deps.config.brandName,
        link: `${deps.publicUrl}/profile`,
        expires: new Date(now.getTime() + EXPORT_KEPT_DAYS * DAY_MS).toISOString().slice(0, 16).replace('T', ' '),
      },
      dedupeKey: `data-export:${done.exportId}`,
    });
    // Handed to the provider once the file's transaction has committed (the outbox job retries otherwise).
    return deliver;
  });
}

/**
 * Issue 34's scheduled work (decision 026: every process polls, each row claimed with `skip locked`): the data
 * downloads (a request triggers it at once; the minute's run catches any missed), the closings whose grace period
 * has ended (hourly), and the retention rules of docs/privacy.md (daily, at night in US time).
 */
export function recordsJobs(deps: JobDeps): ScheduledJob[] {
  return [
    { name: EXPORT_JOB, cron: '* * * * *', run: async () => void (await prepareExports(deps)) },
    { name: CLOSURE_JOB, cron: '7 * * * *', run: async () => void (await closeDueAccounts(deps)) },
    {
      name: RETENTION_JOB,
      cron: '23 9 * * *',
      run: async () => void (await runRetention(deps.db, deps.clock.now(), deps.config.auditRetentionDays)),
    },
  ];
}
