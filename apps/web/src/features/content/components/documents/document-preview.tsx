import { SimpleGrid, Stack, Text, Title, type ModalProps } from '@mantine/core';
import {
  appointmentNoticeKinds,
  fillPlaceholders,
  type AppointmentNoticeKind,
  type DocumentFields,
  type DocumentShape,
} from '@portal/contract/entities/content-documents';
import { visitDeferralCodes } from '@portal/contract/constants';
import { formatMessage } from '@portal/contract/messages/format';
import type {
  EducationLayout,
  TipCards as TipCardsContent,
  TipCategoryLayout,
  TipList as TipListContent,
  TipsMainLayout,
} from '@portal/contract/entities/education';
import type { MessageTemplates } from '@portal/contract/entities/message-templates';
import type { balanceContentSchema, FeeLayout } from '@portal/contract/entities/rewards';
import type { Language } from '@portal/contract/languages';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CategoryGrid } from '../../../../components/donor-documents/category-grid';
import { DeferralNotice } from '../../../../components/donor-documents/deferral-notice';
import { NotificationCardView } from '../../../../components/donor-documents/notification-card-view';
import { formatLongDateUtc } from '../../../../lib/dates/dates';
import { EducationTopicBody, EducationTopicModal } from '../../../../components/donor-documents/education-topic';
import { FeeLayoutView } from '../../../../components/donor-documents/fee-layout-view';
import { MembershipRulesView, type MembershipRulesContent } from '../../../../components/donor-documents/membership-rules-view';
import { PartnerCard } from '../../../../components/donor-documents/partner-card';
import { RewardWorksSections, type RewardWorksContent } from '../../../../components/donor-documents/reward-works-sections';
import { TipCards } from '../../../../components/donor-documents/tip-cards';
import { TipList } from '../../../../components/donor-documents/tip-list';
import { TipsMenu } from '../../../../components/donor-documents/tips-menu';
import { exampleAppointment } from '../../utils/documents/example-appointment';
import { MessageTemplatesPreview } from './message-templates-preview';
import { PreviewFrame } from '../../../../components/content-editor/preview-frame';

/** An example visit's values for the previews of texts the server fills for each donor. */
const EXAMPLE_POINTS = 100;
const EXAMPLE_UNTIL = '2026-07-15';
const EXAMPLE_CODE = 'AB7K9PQ2';

/** The donor screens' own texts (labels, buttons) in the previewed language, whatever the console's. */
function PreviewLanguage({ language, children }: { language: Language; children: ReactNode }) {
  const { i18n } = useTranslation();
  const fixed = useMemo(() => i18n.cloneInstance({ lng: language }), [i18n, language]);
  return <I18nextProvider i18n={fixed}>{children}</I18nextProvider>;
}

/** A page of the donor portal: its title over the document's own component. */
function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap="md" p="md">
      <Title order={1} size="h2">
        {title}
      </Title>
      {children}
    </Stack>
  );
}

function DonorView({
  shape,
  document,
  modalProps,
  onClose,
}: {
  shape: DocumentShape;
  document: unknown;
  modalProps: Partial<ModalProps>;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('content');
  const { t: tn } = useTranslation('notifications');
  const { t: td } = useTranslation('deferral');
  const language: Language = i18n.language === 'es' ? 'es' : 'en';
  const exampleDay = formatLongDateUtc(EXAMPLE_UNTIL, language) ?? EXAMPLE_UNTIL;
  switch (shape) {
    case 'tipsMain': {
      const layout = document as TipsMainLayout;
      return (
        <Page title={layout.title}>
          <TipsMenu layout={layout} panel={() => <Text size="sm">{t('documents.menuPanel')}</Text>} />
        </Page>
      );
    }
    case 'rewardWorks': {
      const content = document as RewardWorksContent;
      return (
        <Page title={content.title}>
          <RewardWorksSections content={content} />
        </Page>
      );
    }
    case 'tipList': {
      const content = document as TipListContent;
      return (
        <Page title={content.title}>
          <TipList content={content} />
        </Page>
      );
    }
    case 'tipCards': {
      const content = document as TipCardsContent;
      return (
        <Page title={content.title}>
          <TipCards content={content} />
        </Page>
      );
    }
    case 'tipCategories': {
      const layout = document as TipCategoryLayout;
      return (
        <Page title={layout.title}>
          <Text>{layout.body}</Text>
          {layout.description ? <Text>{layout.description}</Text> : null}
          <Title order={2} size="h5">
            {layout.categorytitle}
          </Title>
          <CategoryGrid categories={layout.categories} onSelect={() => undefined} />
        </Page>
      );
    }
    case 'educationTopic': {
      const layout = document as EducationLayout;
      return (
        <EducationTopicModal title={layout.title} onClose={onClose} modalProps={modalProps}>
          <EducationTopicBody layout={layout} />
        </EducationTopicModal>
      );
    }
    case 'membershipRules': {
      const content = document as MembershipRulesContent;
      return (
        <Page title={content.title}>
          <MembershipRulesView content={content} />
        </Page>
      );
    }
    case 'balance': {
      const content = document as z.infer<typeof balanceContentSchema>;
      return (
        <Page title={content.title ?? ''}>
          {content.texts.map((text, index) => (
            <Text key={index} size={index === 0 ? 'xl' : undefined} fw={index === 0 ? 700 : undefined}>
              {text}
            </Text>
          ))}
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {content.third_parties.map((offer, index) => (
              <PartnerCard key={index} offer={offer} />
            ))}
          </SimpleGrid>
        </Page>
      );
    }
    case 'feeLayout':
      return (
        <Stack p="md">
          <FeeLayoutView layout={document as FeeLayout} />
        </Stack>
      );
    case 'donationThanks': {
      const thanks = document as { title: string; message: string };
      const values = { points: String(EXAMPLE_POINTS), center: t('documents.exampleCenter') };
      return (
        <Page title={tn('title')}>
          <Text size="sm">{t('documents.notificationPreview')}</Text>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0 }}>
            <NotificationCardView
              title={fillPlaceholders(thanks.title, values)}
              message={fillPlaceholders(thanks.message, values)}
              when={exampleDay}
              dateTime={EXAMPLE_UNTIL}
              type="donation_feedback"
            />
          </ul>
        </Page>
      );
    }
    case 'appointmentNotices': {
      const notices = document as Record<AppointmentNoticeKind, { title: string; message: string }>;
      const values = { ...exampleAppointment(language), center: t('documents.exampleCenter') };
      return (
        <Page title={tn('title')}>
          <Text size="sm">{t('documents.appointmentPreview')}</Text>
          <ul style={{ listStyle: 'none', margin: 0, padding: 0, display: 'grid', gap: 'var(--mantine-spacing-sm)' }}>
            {appointmentNoticeKinds.map((kind) => (
              <NotificationCardView
                key={kind}
                title={fillPlaceholders(notices[kind].title, values)}
                message={fillPlaceholders(notices[kind].message, values)}
                when={exampleDay}
                dateTime={EXAMPLE_UNTIL}
                type="appointment"
              />
            ))}
          </ul>
        </Page>
      );
    }
    case 'messageTemplates':
      return <MessageTemplatesPreview templates={document as MessageTemplates} language={language} />;
    case 'deferralReasons': {
      const reasons = document as Record<(typeof visitDeferralCodes)[number], string>;
      return (
        <Stack gap="md" p="md">
          <Text size="sm">{t('documents.deferralPreview')}</Text>
          {visitDeferralCodes.map((code) => (
            <Stack key={code} gap={4}>
              <Text size="sm" fw={700}>
                {t(`documents.fields.${code}`)}
              </Text>
              <DeferralNotice
                label={td('label')}
                heading={formatMessage(language, 'deferralTemporary')}
                reason={reasons[code]}
                until={td('until', { date: exampleDay })}
              />
            </Stack>
          ))}
        </Stack>
      );
    }
    case 'referralProgram': {
      const program = document as { title: string; header: string; footer: string; uniqueCodeTitle: string };
      return (
        <Page title={program.title}>
          <Text size="sm" c="gray.7">
            {program.footer}
          </Text>
          <Text>{program.header}</Text>
          <div>
            <Text size="sm" fw={700}>
              {program.uniqueCodeTitle}
            </Text>
            <Text fz={28} fw={800} ff="monospace">
              {EXAMPLE_CODE}
            </Text>
          </div>
        </Page>
      );
    }
  }
}

/** The document as donors will see it, with the form's unsaved fields: the donor portal's own components. */
export function DocumentPreview({ shape, fields }: { shape: DocumentShape; fields: DocumentFields }) {
  const { t, i18n } = useTranslation('content');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The donor screens' catalogues in both languages, before a frame shows them.
    void i18n.reloadResources(['en', 'es'], ['donation-tips', 'rewards', 'notifications', 'deferral']).then(() => setReady(true));
  }, [i18n]);
  if (!ready) return null;
  return (
    <PreviewFrame
      note={t('documents.previewNote')}
      testId="document-preview"
      render={(language, modalProps, onClose) => (
        <PreviewLanguage language={language}>
          <DonorView shape={shape} document={fields[language]} modalProps={modalProps} onClose={onClose} />
        </PreviewLanguage>
      )}
    />
  );
}
