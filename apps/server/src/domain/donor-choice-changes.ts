import type { CommunicationPreferences } from '@portal/contract';
import { and, eq, max, notInArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { consentChoices } from '../db/schema/index';

/**
 * The consent history's sources that are no change of the donor's own: a center's record, and the snapshot taken when
 * the history began (dated at the donor's creation, whoever set those choices). Every other row (registration,
 * profile, a STOP text, a one-click unsubscribe, staff on her request, her closing) is the donor's side of the
 * newer-change rule for her choices (decision 067).
 */
export const notDonorConsentSources = ['center', 'before-history'] as const;

const CHANNELS = ['email', 'sms', 'push'] as const;
const KINDS = ['rewards', 'promotions', 'reminders'] as const;

/** When the donor herself last changed each choice, keyed `<channel>.<kind>`. */
export async function lastDonorChoiceChanges(db: Db, donorId: string): Promise<Map<string, Date>> {
  const rows = await db
    .select({ channel: consentChoices.channel, kind: consentChoices.kind, at: max(consentChoices.recordedAt) })
    .from(consentChoices)
    .where(and(eq(consentChoices.donorId, donorId), notInArray(consentChoices.source, [...notDonorConsentSources])))
    .groupBy(consentChoices.channel, consentChoices.kind);
  return new Map(rows.flatMap((row) => (row.at ? [[`${row.channel}.${row.kind}`, row.at] as const] : [])));
}

/**
 * A center's choices as they apply: each choice the donor changed herself after the center's `changedAt` keeps her
 * value, the others take the center's. `kept`: some choice the center sent otherwise stayed the donor's.
 */
export function centerChoicesAfterDonor(
  current: CommunicationPreferences,
  sent: CommunicationPreferences,
  donorChanges: ReadonlyMap<string, Date>,
  changedAt: Date,
): { choices: CommunicationPreferences; kept: boolean } {
  let kept = false;
  const choices = Object.fromEntries(
    CHANNELS.map((channel) => [
      channel,
      Object.fromEntries(
        KINDS.map((kind) => {
          const donorNewer = (donorChanges.get(`${channel}.${kind}`)?.getTime() ?? -Infinity) > changedAt.getTime();
          if (donorNewer && current[channel][kind] !== sent[channel][kind]) kept = true;
          return [kind, donorNewer ? current[channel][kind] : sent[channel][kind]];
        }),
      ),
    ]),
  ) as CommunicationPreferences;
  return { choices, kept };
}
