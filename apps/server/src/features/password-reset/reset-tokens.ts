import { digitsOnly, RESET_TOKEN_TTL_MS } from '@portal/contract';
import { and, eq, gt, isNull } from 'drizzle-orm';
import { donors, resetTokens } from '../../db/schema/index';
import { phoneDestination } from '../../domain/masking';
import { hashToken, randomToken } from '../../lib/secrets';
import type { Services } from '../../service-context';
import { destinationHash } from '../../domain/verification-codes';

export interface ResetAccount {
  donorId: string;
  channel: 'email' | 'sms';
  to: string;
  /** Her e-mail address when the code goes by text: where it goes too if the text cannot be sent. */
  email: string | null;
}

/** The account a username names: by e-mail, or by phone number; only donors who have a password can reset it. */
export async function findResetAccount(services: Services, username: string): Promise<ResetAccount | null> {
  const byEmail = username.includes('@');
  const [donor] = await services.db
    .select({
      id: donors.id,
      email: donors.email,
      countryCode: donors.phoneCountryCode,
      phoneNumber: donors.phoneNumber,
      passwordHash: donors.passwordHash,
    })
    .from(donors)
    .where(byEmail ? eq(donors.email, username) : eq(donors.phoneNumber, digitsOnly(username)))
    .limit(1);
  if (!donor?.passwordHash) return null;
  if (byEmail && donor.email) return { donorId: donor.id, channel: 'email', to: donor.email, email: donor.email };
  if (!byEmail && donor.countryCode && donor.phoneNumber) {
    return { donorId: donor.id, channel: 'sms', to: phoneDestination(donor.countryCode, donor.phoneNumber), email: donor.email };
  }
  return null;
}

/** One reset flow per username typed, whether or not it names an account. */
export function resetFlowKey(services: Services, username: string): string {
  return `reset:${destinationHash(services, username)}`;
}

export async function mintResetToken(services: Services, donorId: string): Promise<{ token: string; expiresAt: Date }> {
  const now = services.clock.now();
  const token = randomToken();
  const expiresAt = new Date(now.getTime() + RESET_TOKEN_TTL_MS);
  await services.db.insert(resetTokens).values({ tokenHash: hashToken(token), donorId, createdAt: now, expiresAt });
  return { token, expiresAt };
}

export function liveResetToken(services: Services, token: string) {
  return and(eq(resetTokens.tokenHash, hashToken(token)), isNull(resetTokens.usedAt), gt(resetTokens.expiresAt, services.clock.now()));
}
