import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { donors } from '../db/schema/index';
import type { CommunicationPreferences } from '@portal/contract';

/** A new account's opt-ins: everything but SMS promotions, which need the donor's own choice. */
export const defaultCommunicationPreferences: CommunicationPreferences = {
  email: { rewards: true, promotions: true, reminders: true },
  sms: { rewards: true, promotions: false, reminders: true },
  push: { rewards: true, promotions: true, reminders: true },
};

/** One of a donor's communication choices: a channel and a kind of message. */
export interface CommunicationChoice {
  channel: keyof CommunicationPreferences;
  kind: keyof CommunicationPreferences['email'];
}

/** How a choice was changed, for the consent history (issue 30). */
export type ChoiceChangeSource = 'unsubscribeLink';

/**
 * Turns one communication choice on or off, as the profile does; answers false for an unknown donor. The one place a
 * choice changes outside the profile: the consent history (issue 30, part B) records each change here, with its source.
 */
export async function recordChoiceChange(
  db: Db,
  change: CommunicationChoice & { donorId: string; on: boolean; source: ChoiceChangeSource; at: Date },
): Promise<boolean> {
  const changed = await db
    .update(donors)
    .set({
      communicationPreferences: sql`jsonb_set(${donors.communicationPreferences}, ${`{${change.channel},${change.kind}}`}::text[], ${JSON.stringify(change.on)}::jsonb)`,
    })
    .where(eq(donors.id, change.donorId))
    .returning({ id: donors.id });
  return changed.length > 0;
}
