import { Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { useAdverseEventTipsCategory } from '../api/adverse-event-tips-category';
import { CategoryGrid } from '../../../components/donor-documents/category-grid';
import { EducationPopup } from '../components/education-popup';
import { QueryContent } from '../components/query-content';
import { BackLink } from '../../../components/back-link/back-link';

/** `/adverse-event`: title, intro and the categories, each opening its education popup. */
export function AdverseEventRoute() {
  const { t } = useTranslation('donation-tips');
  const { t: tc } = useTranslation();
  useDocumentTitle(`${t('adverseTitle')} | ${tc('appName')}`);
  const query = useAdverseEventTipsCategory();
  const [topic, setTopic] = useState<string | null>(null);

  return (
    <Stack gap="md">
      <BackLink to={paths.donationTips}>{t('backToTips')}</BackLink>
      <Title order={1}>{query.data?.layout.title ?? t('adverseTitle')}</Title>
      <QueryContent query={query}>
        {({ layout }) => (
          <Stack gap="md">
            <Text>{layout.body}</Text>
            {layout.description ? <Text fw={600}>{layout.description}</Text> : null}
            <Title order={2} size="h4">
              {layout.categorytitle}
            </Title>
            <CategoryGrid categories={layout.categories} onSelect={setTopic} />
          </Stack>
        )}
      </QueryContent>
      {topic ? <EducationPopup code={topic} onClose={() => setTopic(null)} /> : null}
    </Stack>
  );
}
