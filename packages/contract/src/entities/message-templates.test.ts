import { describe, expect, it } from 'vitest';
import { documentShapes, placeholdersIn } from './content-documents';
import {
  builtInMessageTemplates,
  emailOnlyMessageNames,
  hasTextMessage,
  messageTemplateFields,
  messageTemplateNames,
  type MessageTemplate,
} from './message-templates';

describe('built-in message templates', () => {
  it('exist in English and Spanish with the same placeholders', () => {
    const placeholders = (text: string) => placeholdersIn(text).sort();
    for (const name of messageTemplateNames) {
      const en: Partial<MessageTemplate> = builtInMessageTemplates.en[name];
      const es: Partial<MessageTemplate> = builtInMessageTemplates.es[name];
      for (const field of messageTemplateFields) {
        expect(placeholders(es[field] ?? ''), `${name}.${field}`).toEqual(placeholders(en[field] ?? ''));
        expect(es[field] === undefined, `${name}.${field}`).toBe(en[field] === undefined);
      }
    }
  });

  it('have a text message exactly for the messages that may be sent as one: none to edit for one sent by e-mail only', () => {
    for (const name of messageTemplateNames) {
      expect('sms' in builtInMessageTemplates.en[name], name).toBe(hasTextMessage(name));
      expect(Object.keys(documentShapes.messageTemplates.shape[name].shape), name).toEqual(
        hasTextMessage(name) ? ['subject', 'email', 'sms'] : ['subject', 'email'],
      );
    }
    expect(messageTemplateNames.filter((name) => !hasTextMessage(name))).toEqual([...emailOnlyMessageNames]);
  });

  it('keep a stored document from before e-mail-only messages lost their text message readable (the old text is dropped)', () => {
    const stored = {
      ...builtInMessageTemplates.en,
      staffInvitation: { ...builtInMessageTemplates.en.staffInvitation, sms: '{{brand}}: you are invited.' },
    };
    const read = documentShapes.messageTemplates.safeParse(stored);
    expect(read.success).toBe(true);
    expect(read.data?.staffInvitation).toEqual(builtInMessageTemplates.en.staffInvitation);
  });

  it('fit the document editors change, in both languages (the seed loads them as they are)', () => {
    expect(documentShapes.messageTemplates.safeParse(builtInMessageTemplates.en).success).toBe(true);
    expect(documentShapes.messageTemplates.safeParse(builtInMessageTemplates.es).success).toBe(true);
  });

  it('keep a code, a link or a day in the message that carries it: a text without it is refused, naming the field', () => {
    const withoutCode = {
      ...builtInMessageTemplates.es,
      resetCode: { ...builtInMessageTemplates.es.resetCode, sms: '{{brand}}: restablece tu contraseña.' },
    };
    const refused = documentShapes.messageTemplates.safeParse(withoutCode);
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['resetCode.sms', 'placeholderMissing']]);
    const unknown = {
      ...builtInMessageTemplates.en,
      campaign: { ...builtInMessageTemplates.en.campaign, subject: '{{title}} for {{code}}' },
    };
    expect(documentShapes.messageTemplates.safeParse(unknown).error?.issues.map((issue) => issue.message)).toEqual(['placeholderUnknown']);
  });

  it('allow a text message only the values its sender passes for it: the reset link goes by e-mail only', () => {
    const withLink = {
      ...builtInMessageTemplates.en,
      resetCode: { ...builtInMessageTemplates.en.resetCode, sms: '{{brand}}: your code is {{code}} ({{minutes}} minutes): {{link}}' },
    };
    const refused = documentShapes.messageTemplates.safeParse(withLink);
    expect(refused.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['resetCode.sms', 'placeholderUnknown']]);
  });
});
