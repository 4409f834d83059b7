import { Loader, Text } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { Segment } from '@portal/contract/entities/campaign';
import { useTranslation } from 'react-i18next';
import { useRecipientCount } from '../../api/campaigns/campaign-queries';

/** The live number of donors the segment reaches, counted again a moment after the filters stop changing. */
export function RecipientCount({ segment }: { segment: Segment }) {
  const { t } = useTranslation('content');
  const [settled] = useDebouncedValue(segment, 300);
  const count = useRecipientCount(settled);
  return (
    <Text role="status" aria-live="polite" fw={700} size="lg" data-testid="recipient-count">
      {count.isError ? (
        t('campaigns.countError')
      ) : count.data === undefined ? (
        <>
          <Loader size="xs" mr="xs" aria-hidden />
          {t('campaigns.counting')}
        </>
      ) : (
        t('campaigns.count', { count: count.data.count })
      )}
    </Text>
  );
}
