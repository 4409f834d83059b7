import { Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { TipScreen } from '@portal/contract/entities/education';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../config/paths';
import { useAdverseEventTipsCategory } from '../api/adverse-event-tips-category';
import { useDeferralTipsCategory } from '../api/deferral-tips-category';
import { useDonationTipsMain } from '../api/donation-tips-main';
import { useDonationTips } from '../api/get-donation-tips';
import { CategoryGrid } from '../../../components/donor-documents/category-grid';
import { EducationPopup } from '../components/education-popup';
import { QueryContent } from '../components/query-content';
import { TipList } from '../../../components/donor-documents/tip-list';
import { TipsMenu } from '../../../components/donor-documents/tips-menu';

function GeneralTips() {
  const query = useDonationTips();
  return <QueryContent query={query}>{({ content }) => <TipList content={content.content} headingOrder={3} />}</QueryContent>;
}

function DeferralEducation({ onSelect }: { onSelect: (code: string) => void }) {
  const query = useDeferralTipsCategory();
  return (
    <QueryContent query={query}>
      {({ layout }) => (
        <Stack gap="sm">
          <Text>{layout.body}</Text>
          {layout.description ? <Text>{layout.description}</Text> : null}
          <Title order={3} size="h5">
            {layout.categorytitle}
          </Title>
          <CategoryGrid categories={layout.categories} onSelect={onSelect} />
        </Stack>
      )}
    </QueryContent>
  );
}

function AdverseEventIntro() {
  const { t } = useTranslation('donation-tips');
  const query = useAdverseEventTipsCategory();
  return (
    <QueryContent query={query}>
      {({ layout }) => (
        <Stack gap="sm" align="flex-start">
          <Text>{layout.body}</Text>
          <Button component={Link} to={paths.adverseEvent}>
            {t('openAdverse')}
          </Button>
        </Stack>
      )}
    </QueryContent>
  );
}

function educationCodeFrom(state: unknown): string | null {
  const code = typeof state === 'object' && state !== null && 'educationCode' in state ? state.educationCode : null;
  return typeof code === 'string' ? code : null;
}

/** `/donation-tips` (spec 2.12): the main list's sections, each shown by the screen its button names. */
export function DonationTipsRoute() {
  const { t } = useTranslation('donation-tips');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('tipsTitle')} | ${tc('appName')}`);
  const location = useLocation();
  // The deferral card on home links here with the topic of the donor's deferral.
  const [topic, setTopic] = useState<string | null>(() => educationCodeFrom(location.state));
  const main = useDonationTipsMain();
  const screens: Record<TipScreen, () => React.JSX.Element> = {
    GeneralDonationTipsScreen: () => <GeneralTips />,
    DeferralEducationScreen: () => <DeferralEducation onSelect={setTopic} />,
    AdverseEventScreen: () => <AdverseEventIntro />,
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{main.data?.layout.title ?? t('tipsTitle')}</Title>
      <QueryContent query={main}>{({ layout }) => <TipsMenu layout={layout} panel={(screen) => screens[screen]()} />}</QueryContent>
      {topic ? <EducationPopup code={topic} onClose={() => setTopic(null)} /> : null}
    </Stack>
  );
}
