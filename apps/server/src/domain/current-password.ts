import { formatMessage, type Language } from '@portal/contract';
import { verifyPassword } from '../lib/passwords';
import { ServiceError } from '../lib/service-error';

/**
 * Confirms a signed-in donor's current password before a change that needs it (a new password, a new passkey): a
 * wrong or missing one (or no donor) is a 400 naming `params.currentPassword` in her language, which the contract's limit counts. Answers the donor it was given.
 */
export async function confirmCurrentPassword<Donor extends { passwordHash: string | null }>(
  donor: Donor | undefined,
  typed: string,
  lang: Language,
): Promise<Donor> {
  if (donor?.passwordHash && (await verifyPassword(donor.passwordHash, typed))) return donor;
  throw new ServiceError(
    400,
    'currentPasswordWrong',
    {},
    {
      fields: [{ path: 'params.currentPassword', code: 'currentPasswordWrong', message: formatMessage(lang, 'currentPasswordWrong') }],
    },
  );
}
