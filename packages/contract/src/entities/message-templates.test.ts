import { describe, expect, it } from 'vitest';
import { documentShapes, placeholdersIn } from './content-documents';
import { builtInMessageTemplates, messageTemplateFields, messageTemplateNames } from './message-templates';

describe('built-in message templates', () => {
  it('exist in English and Spanish with the same placeholders', () => {
    const placeholders = (text: string) => placeholdersIn(text).sort();
    for (const name of messageTemplateNames) {
      for (const field of messageTemplateFields) {
        expect(placeholders(builtInMessageTemplates.es[name][field]), `${name}.${field}`).toEqual(
          placeholders(builtInMessageTemplates.en[name][field]),
        );
      }
    }
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
