import { Anchor, Button, Image, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { PartnerOffer } from '@portal/contract/entities/rewards';
import { partnerPhone } from '@portal/contract/rewards/partner-phone';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { useBalanceContent } from '../api/get-balance-content';
import { LoadError, Loading, RewardsPage } from '../components/rewards-page';

function PartnerCard({ offer }: { offer: PartnerOffer }) {
  const { t } = useTranslation('rewards');
  const { showAlert } = useMessageModal();
  const phone = partnerPhone(offer.description);
  const leave = async () => {
    const ok = await showAlert({
      title: t('balance.leaveTitle'),
      message: t('balance.leaveText', { brand: brand.name, partner: offer.title }),
      withCancel: true,
    });
    if (ok) window.open(offer.redirect, '_blank', 'noopener,noreferrer');
  };
  return (
    <Paper withBorder p="md" component="article" aria-label={offer.title}>
      <Stack gap="sm">
        <Image src={offer.image} alt="" h={120} fit="contain" />
        <Title order={2} size="h4">
          {offer.title}
        </Title>
        <Text>{offer.description}</Text>
        {phone && (
          <Text fw={600}>
            {t('balance.phone')}
            <Anchor href={`tel:${phone}`}>{phone}</Anchor>
          </Text>
        )}
        <Button onClick={() => void leave()}>{offer.button_text}</Button>
      </Stack>
    </Paper>
  );
}

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
