import type { AppointmentNoticeKind } from '@portal/contract/entities/content-documents';
import { eq } from 'drizzle-orm';
import { appointments } from '../../../db/schema/index';
import type { DonorContext } from '../../../service-context';
import { appointmentNoticeTexts } from '../appointment-notice-texts';
import { sendAppointmentNotice } from '../appointment-notices';
import type { AppointmentChanged } from '../booking-transaction';

/**
 * The confirmation of a booking, rescheduling or cancellation: written inside the change's transaction (a retried
 * request that changes nothing writes none), handed to the providers by `deliver()` once it has committed.
 */
export function confirmation(ctx: DonorContext, notice: AppointmentNoticeKind): { changed: AppointmentChanged; deliver(): Promise<void> } {
  let deliver = async () => undefined;
  return {
    async changed(tx, appointmentId) {
      const [row] = await tx
        .select({ donorId: appointments.donorId, locationId: appointments.locationId, startsAt: appointments.startsAt })
        .from(appointments)
        .where(eq(appointments.id, appointmentId));
      if (!row) throw new Error('confirmation for an appointment that does not exist');
      const bound = ctx.messenger.inTransaction(tx);
      const now = ctx.clock.now();
      const texts = await appointmentNoticeTexts(tx, now);
      await sendAppointmentNotice(tx, bound.messenger, ctx.publicUrl, notice, { ...row, appointmentId, now }, texts);
      deliver = async () => {
        await bound.deliver();
      };
    },
    deliver: () => deliver(),
  };
}
