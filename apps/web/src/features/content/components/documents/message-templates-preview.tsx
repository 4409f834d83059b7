import { Paper, Stack, Text } from '@mantine/core';
import { fillPlaceholders } from '@portal/contract/entities/content-documents';
import { hasTextMessage, messageTemplateNames, type MessageTemplates } from '@portal/contract/entities/message-templates';
import type { Language } from '@portal/contract/languages';
import { smsSegments } from '@portal/contract/rules/sms-segments';
import { useTranslation } from 'react-i18next';
import { brand } from '../../../../config/brand';
import type en from '../../../../i18n/en/content.json';
import { exampleAppointment } from '../../utils/documents/example-appointment';

type FieldName = keyof (typeof en)['documents']['fields'];

/** Example values for every placeholder a message may hold, as a donor of the demo would receive them. */
function exampleValues(language: Language, center: string): Record<string, string> {
  const site = brand.siteUrl;
  const es = language === 'es';
  return {
    brand: brand.name,
    name: 'Maria',
    code: '482913',
    minutes: '10',
    days: '7',
    link: `${site}/appointments`,
    preferencesLink: `${site}/profile`,
    ...exampleAppointment(language),
    lead: es ? 'de mañana' : 'tomorrow',
    center,
    address: '1200 Example Road, Austin',
    number: 'C-2026-0042',
    subject: es ? 'Pregunta sobre mi pago' : 'A question about my payment',
    reply: es ? 'Tu pago se acreditó hoy.' : 'Your payment was credited today.',
    title: es ? 'Puntos dobles este fin de semana' : 'Double points this weekend',
    message: es ? 'Dona el sábado o el domingo y gana el doble de puntos.' : 'Donate on Saturday or Sunday and earn double points.',
    kind: es ? 'pregunta' : 'question',
    submissionId: 'S-1042',
    donor: 'D1000001',
    eventDate: '07/15/2026',
    email: 'maria@example.com',
    phone: '+1 512 555 0100',
    description: es ? 'Mi pago de ayer no aparece.' : 'My payment from yesterday does not show.',
  };
}

/** A text message as sent, with what it costs: its segments, and the encoding that decides their size. */
function TextMessagePreview({ text }: { text: string }) {
  const { t } = useTranslation('content');
  const { encoding, segments } = smsSegments(text);
  return (
    <>
      <Text size="sm" mt="xs" ff="monospace">
        {text}
      </Text>
      <Text size="xs" c="gray.7" data-testid="sms-segments">
        {t('documents.smsSegments', { count: segments })} · {t(`documents.smsEncoding.${encoding}`)}
      </Text>
    </>
  );
}

/**
 * Each message as its recipient gets it, with the form's unsaved texts: the e-mail's subject and text, then the text
 * message where one is sent (a document saved before e-mail-only messages lost theirs may still hold one: not shown).
 */
export function MessageTemplatesPreview({ templates, language }: { templates: MessageTemplates; language: Language }) {
  const { t } = useTranslation('content');
  const values = exampleValues(language, t('documents.exampleCenter'));
  return (
    <Stack gap="md" p="md">
      <Text size="sm">{t('documents.messagePreview')}</Text>
      {messageTemplateNames.map((name) => {
        const texts = templates[name];
        return (
          <Paper key={name} withBorder p="md" component="section" aria-label={t(`documents.fields.${name as FieldName}`)}>
            <Text size="sm" c="gray.7">
              {t(`documents.fields.${name as FieldName}`)}
            </Text>
            <Text fw={700}>{fillPlaceholders(texts.subject, values)}</Text>
            <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
              {fillPlaceholders(texts.email, values)}
            </Text>
            {hasTextMessage(name) && 'sms' in texts ? <TextMessagePreview text={fillPlaceholders(texts.sms, values)} /> : null}
          </Paper>
        );
      })}
    </Stack>
  );
}
