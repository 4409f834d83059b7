import { and, eq } from 'drizzle-orm';
import { registrations } from '../../db/schema/index';
import { ServiceError } from '../../lib/service-error';
import { consumeCode } from '../../domain/verification-codes';
import type { Handler } from '../../service-context';
import { findRegistration, registrationFlowKey } from './registration-store';

export const registrationVerifyCodeHandler: Handler<'registration/verifyCode'> = async (ctx, params) => {
  const registration = await findRegistration(ctx, params.registrationToken, 'started');
  await consumeCode(ctx, registrationFlowKey(registration.id), params.code);
  const moved = await ctx.db
    .update(registrations)
    .set({ step: 'verified' })
    .where(and(eq(registrations.id, registration.id), eq(registrations.step, 'started')))
    .returning({ id: registrations.id });
  if (moved.length === 0) throw new ServiceError(400, 'networkError');
  return { status: 200 };
};
