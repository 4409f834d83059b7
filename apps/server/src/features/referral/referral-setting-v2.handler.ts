import { pickLanguage } from '@portal/contract';
import { activeProgram, ensureReferralCode, referralLink } from '../../domain/referral-codes';
import { ServiceError } from '../../lib/service-error';
import type { Handler } from '../../service-context';

export const referralSettingV2Handler: Handler<'referral/referralSettingV2'> = async (ctx, params) => {
  const program = await activeProgram(ctx.db, ctx.clock.now());
  if (!program) throw new ServiceError(404, 'referralUnavailable');
  const code = await ensureReferralCode(ctx.db, ctx.session.donorId, ctx.clock.now());
  const texts = pickLanguage(program.texts, params.lang ?? ctx.lang);
  return {
    status: 200,
    data: {
      referralProgramID: program.id,
      uniqueCode: code,
      uniqueCodeTitle: texts.uniqueCodeTitle,
      title: texts.title,
      header: texts.header,
      footer: texts.footer,
      link: referralLink(ctx.publicUrl, code),
    },
  };
};
