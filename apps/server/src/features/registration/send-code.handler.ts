import { ServiceError } from '../../lib/service-error';
import { issueCode } from '../../domain/verification-codes';
import type { Handler } from '../../service-context';
import { findRegistration, registrationDestinations, registrationFlowKey } from './registration-store';

export const registrationSendCodeHandler: Handler<'registration/sendCode'> = async (ctx, params) => {
  const registration = await findRegistration(ctx, params.registrationToken, 'started');
  const destinations = await registrationDestinations(ctx, registration);
  const to = destinations[params.channel];
  const masked = destinations.masked[params.channel];
  if (!to || !masked) throw new ServiceError(400, 'channelUnavailable');

  const issued = await issueCode(ctx, {
    purpose: 'registration',
    flowKey: registrationFlowKey(registration.id),
    destination: to,
    subjectDonorId: registration.donorId,
  });
  // The owner of a taken e-mail hears that an account exists; the code goes nowhere, so it can never be verified.
  const accountExists = params.channel === 'email' && registration.predonor?.emailTaken === true;
  const outcome = await ctx.messenger.send(
    accountExists
      ? { channel: 'email', to, template: 'accountExists', lang: ctx.lang, values: { link: `${ctx.publicUrl}/login` } }
      : {
          channel: params.channel,
          to,
          template: 'registrationCode',
          lang: ctx.lang,
          values: { code: issued.code, minutes: issued.expiresInSeconds / 60 },
        },
  );
  return {
    status: 200,
    channel: params.channel,
    masked,
    resendAfterSeconds: issued.resendAfterSeconds,
    expiresInSeconds: issued.expiresInSeconds,
    // Refused, or waiting for a retry while the code's minutes run: the donor may rather have it by e-mail now.
    ...(params.channel === 'sms' && (outcome === 'refused' || outcome === 'retrying') ? { textNotSent: true } : {}),
  };
};
