import type { CommunicationPreferences } from '@portal/contract';

/** A new account's opt-ins: everything but SMS promotions, which need the donor's own choice. */
export const defaultCommunicationPreferences: CommunicationPreferences = {
  email: { rewards: true, promotions: true, reminders: true },
  sms: { rewards: true, promotions: false, reminders: true },
  push: { rewards: true, promotions: true, reminders: true },
};
