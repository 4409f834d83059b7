import { REGISTRATION_TTL_MS, type CodeChannel } from '@portal/contract';
import { and, eq, gt } from 'drizzle-orm';
import { donors, registrations, type PredonorDetails } from '../../db/schema/index';
import { maskEmail, maskPhone, phoneDestination } from '../../domain/masking';
import { hashToken, randomToken } from '../../lib/secrets';
import { ServiceError } from '../../lib/service-error';
import type { Services } from '../../service-context';

export type RegistrationRow = typeof registrations.$inferSelect;

export function registrationFlowKey(registrationId: string): string {
  return `registration:${registrationId}`;
}

export async function createRegistration(
  services: Services,
  input: { kind: 'existing'; donorId: string } | { kind: 'predonor'; predonor: PredonorDetails },
): Promise<{ registrationToken: string; expiresAt: Date }> {
  const now = services.clock.now();
  const registrationToken = randomToken();
  const expiresAt = new Date(now.getTime() + REGISTRATION_TTL_MS);
  await services.db.insert(registrations).values({
    tokenHash: hashToken(registrationToken),
    kind: input.kind,
    donorId: input.kind === 'existing' ? input.donorId : null,
    predonor: input.kind === 'predonor' ? input.predonor : null,
    step: 'started',
    createdAt: now,
    expiresAt,
  });
  return { registrationToken, expiresAt };
}

/** The live registration a token names at the given step; 'Network Error! …' once expired, finished or unknown (spec 8). */
export async function findRegistration(services: Services, token: string, step: RegistrationRow['step']): Promise<RegistrationRow> {
  const [row] = await services.db
    .select()
    .from(registrations)
    .where(
      and(eq(registrations.tokenHash, hashToken(token)), eq(registrations.step, step), gt(registrations.expiresAt, services.clock.now())),
    );
  if (!row) throw new ServiceError(400, 'networkError');
  return row;
}

export interface Destinations {
  email: string | null;
  /** With its country code, as providers take it. */
  sms: string | null;
  masked: { email: string | null; sms: string | null };
}

/** Where a registration may send its code: the e-mail and phone on file, or those the pre-donor typed. */
export async function registrationDestinations(
  services: Services,
  row: Pick<RegistrationRow, 'donorId' | 'predonor'>,
): Promise<Destinations> {
  let email: string | null = null;
  let phone: { countryCode: string; phoneNumber: string } | null = null;
  if (row.predonor) {
    email = row.predonor.email;
    phone = { countryCode: row.predonor.phoneCountryCode, phoneNumber: row.predonor.phoneNumber };
  } else if (row.donorId) {
    const [donor] = await services.db
      .select({ email: donors.email, countryCode: donors.phoneCountryCode, phoneNumber: donors.phoneNumber })
      .from(donors)
      .where(eq(donors.id, row.donorId));
    email = donor?.email ?? null;
    phone = donor?.countryCode && donor.phoneNumber ? { countryCode: donor.countryCode, phoneNumber: donor.phoneNumber } : null;
  }
  return {
    email,
    sms: phone ? phoneDestination(phone.countryCode, phone.phoneNumber) : null,
    masked: { email: email ? maskEmail(email) : null, sms: phone ? maskPhone(phone.phoneNumber) : null },
  };
}

export function codeChoices(destinations: Destinations): { channel: CodeChannel; masked: string }[] {
  const choices: { channel: CodeChannel; masked: string }[] = [];
  if (destinations.masked.email) choices.push({ channel: 'email', masked: destinations.masked.email });
  if (destinations.masked.sms) choices.push({ channel: 'sms', masked: destinations.masked.sms });
  return choices;
}
