import { SimpleGrid, Stack, Text, Title, type ModalProps } from '@mantine/core';
import type { DocumentFields, DocumentShape } from '@portal/contract/entities/content-documents';
import type {
  EducationLayout,
  TipCards as TipCardsContent,
  TipCategoryLayout,
  TipList as TipListContent,
  TipsMainLayout,
} from '@portal/contract/entities/education';
import type { balanceContentSchema, FeeLayout } from '@portal/contract/entities/rewards';
import type { Language } from '@portal/contract/languages';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { CategoryGrid } from '../../../components/donor-documents/category-grid';
import { EducationTopicBody, EducationTopicModal } from '../../../components/donor-documents/education-topic';
import { FeeLayoutView } from '../../../components/donor-documents/fee-layout-view';
import { MembershipRulesView, type MembershipRulesContent } from '../../../components/donor-documents/membership-rules-view';
import { PartnerCard } from '../../../components/donor-documents/partner-card';
import { RewardWorksSections, type RewardWorksContent } from '../../../components/donor-documents/reward-works-sections';
import { TipCards } from '../../../components/donor-documents/tip-cards';
import { TipList } from '../../../components/donor-documents/tip-list';
import { TipsMenu } from '../../../components/donor-documents/tips-menu';
import { PreviewFrame } from './preview-frame';

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
  const { t } = useTranslation('content');
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
  }
}

/** The document as donors will see it, with the form's unsaved fields: the donor portal's own components. */
export function DocumentPreview({ shape, fields }: { shape: DocumentShape; fields: DocumentFields }) {
  const { t, i18n } = useTranslation('content');
  const [ready, setReady] = useState(false);
  useEffect(() => {
    // The donor screens' catalogues in both languages, before a frame shows them.
    void i18n.reloadResources(['en', 'es'], ['donation-tips', 'rewards']).then(() => setReady(true));
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
