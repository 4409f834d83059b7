import { SimpleGrid, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PartnerCard } from '../../../components/donor-documents/partner-card';
import { paths } from '../../../config/paths';
import { useBalanceContent } from '../api/get-balance-content';
import { LoadError, Loading, RewardsPage } from '../components/rewards-page';

/** Spec 2.8 `/checking-rewards/balance`: title, headline, third line (each with its default) and partner offers. */
export function BalanceRoute() {
  const { t } = useTranslation('rewards');
  const balance = useBalanceContent();
  const content = balance.data?.content;
  return (
    <RewardsPage title={content?.title || t('balance.title')} back={paths.rewards}>
      <Text size="xl" fw={700} component="p">
        {content?.texts[0] || t('balance.headline')}
      </Text>
      <Text component="p">{content?.texts[1] || t('balance.thirdLine')}</Text>
      {balance.isPending ? (
        <Loading />
      ) : balance.isError ? (
        <LoadError onRetry={() => void balance.refetch()} />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {balance.data.content.third_parties.map((offer) => (
            <PartnerCard key={offer.title} offer={offer} />
          ))}
        </SimpleGrid>
      )}
    </RewardsPage>
  );
}
