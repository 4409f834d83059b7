import { activeProgram, ensureReferralCode, normaliseCode, type ReferralProgramRow } from '../../domain/referral-codes';
import { ServiceError } from '../../lib/service-error';
import type { DonorContext } from '../../service-context';

/** The active program and the donor's own code, checked against what the browser sent. */
export async function ownProgramAndCode(
  ctx: DonorContext,
  programId: string,
  uniqueCode: string,
): Promise<{ program: ReferralProgramRow; code: string }> {
  const program = await activeProgram(ctx.db, ctx.clock.now());
  if (!program || program.id !== programId) throw new ServiceError(404, 'referralUnavailable');
  const code = await ensureReferralCode(ctx.db, ctx.session.donorId, ctx.clock.now());
  if (normaliseCode(uniqueCode) !== code) throw new ServiceError(400, 'referralCodeInvalid');
  return { program, code };
}
