import { and, eq, gt, isNull, lte, sql } from 'drizzle-orm';
import { appointments } from '../../db/schema/index';
import { appointmentNoticeTexts } from './appointment-notice-texts';
import { sendAppointmentNotice } from './appointment-notices';
import type { ScheduledWorkDeps } from './scheduled-work-deps';

const HOUR = 60 * 60_000;

/** Each reminder: how long before the start it is due, and until when it is still worth sending. */
const reminders = [
  { notice: 'reminder24h', sentAt: 'reminder24hSentAt', lead: 24 * HOUR, until: 2 * HOUR },
  { notice: 'reminder2h', sentAt: 'reminder2hSentAt', lead: 2 * HOUR, until: 0 },
] as const;

/**
 * Sends the reminders due now: 24 hours and 2 hours before each booked appointment, unless its time was chosen after
 * that point (the confirmation has just said it). Each one is claimed by setting its column in the same statement
 * that finds it (`… where reminder_24h_sent_at is null returning`): PostgreSQL re-checks the condition on the row a
 * parallel claim just changed, so of two processes running this at once only one gets the row and sends.
 * Answers how many reminders were sent.
 */
export async function sendDueReminders(deps: ScheduledWorkDeps): Promise<number> {
  const now = deps.clock.now();
  let sent = 0;
  for (const reminder of reminders) {
    const { deliver, count } = await deps.db.transaction(async (tx) => {
      const claimed = await tx
        .update(appointments)
        .set({ [reminder.sentAt]: now })
        .where(
          and(
            eq(appointments.status, 'booked'),
            isNull(appointments[reminder.sentAt]),
            lte(appointments.startsAt, new Date(now.getTime() + reminder.lead)),
            gt(appointments.startsAt, new Date(now.getTime() + reminder.until)),
            sql`${appointments.scheduledAt} <= ${appointments.startsAt} - ${`${reminder.lead / 1000} seconds`}::interval`,
          ),
        )
        .returning({
          id: appointments.id,
          donorId: appointments.donorId,
          locationId: appointments.locationId,
          startsAt: appointments.startsAt,
        });
      const bound = deps.messenger.inTransaction(tx);
      // The notices' texts once for the batch, and not at all when nothing is due (most runs).
      if (claimed.length > 0) {
        const texts = await appointmentNoticeTexts(tx, now);
        for (const row of claimed) {
          await sendAppointmentNotice(tx, bound.messenger, deps.publicUrl, reminder.notice, { ...row, appointmentId: row.id, now }, texts);
        }
      }
      return { deliver: bound.deliver, count: claimed.length };
    });
    await deliver();
    sent += count;
  }
  return sent;
}
