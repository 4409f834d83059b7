import { and, eq, isNull } from 'drizzle-orm';
import { wheelSpins } from '../../db/schema/index';
import { appendLedgerEntry, currentBalance } from '../../domain/points-ledger';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../service-context';

/**
 * Books the prize drawn at feedback time. The ledger's idempotency key makes a repeated or concurrent
 * spin book nothing more; the reply is the same prize either way, so a lost reply can be retried.
 */
export const wheelSpinHandler: Handler<'wheel/spin'> = async (ctx, params) => {
  const donorId = ctx.session.donorId;
  const [spin] = await ctx.db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.id, params.wheelId), eq(wheelSpins.donorId, donorId)));
  if (!spin) throw new ServiceError(404, 'wheelNotFound');
  const now = ctx.clock.now();
  const pointsBalance = await ctx.db.transaction(async (tx) => {
    await appendLedgerEntry(tx, {
      donorId,
      kind: 'bonus',
      points: spin.points,
      details: { reason: 'wheel', visitId: spin.visitId },
      visitId: spin.visitId,
      idempotencyKey: `wheel:${spin.id}`,
      at: now,
    });
    await tx
      .update(wheelSpins)
      .set({ spunAt: now })
      .where(and(eq(wheelSpins.id, spin.id), isNull(wheelSpins.spunAt)));
    return currentBalance(tx, donorId);
  });
  return { status: 200, segments: spin.segments, points: spin.points, pointsBalance };
};
