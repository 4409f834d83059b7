import { hasTextMessage } from '@portal/contract/entities/message-templates';
import { describe, expect, it } from 'vitest';
import type { OutgoingMessage } from './messenger';

describe('an outgoing message', () => {
  it('goes by text message only for a message that has one: naming one sent by e-mail only does not compile', () => {
    const invitation: OutgoingMessage = {
      channel: 'email',
      to: 'new.staff@example.com',
      template: 'staffInvitation',
      lang: 'en',
      values: {},
    };
    // @ts-expect-error A staff invitation is sent by e-mail only: it has no text message.
    const asText: OutgoingMessage = { channel: 'sms', to: '+15125550111', template: 'staffInvitation', lang: 'en', values: {} };
    const reminder: OutgoingMessage = { channel: 'sms', to: '+15125550111', template: 'appointmentReminder', lang: 'es', values: {} };
    expect([invitation, asText, reminder].map((message) => hasTextMessage(message.template))).toEqual([false, false, true]);
  });
});
