import { Anchor, Button, Image, Paper, Stack, Text, Title } from '@mantine/core';
import type { PartnerOffer } from '@portal/contract/entities/rewards';
import { partnerPhone } from '@portal/contract/rewards/partner-phone';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { useMessageModal } from '../message-modal/message-modal-context';

/** One partner offer of the balance page; its button asks before leaving the portal. */
export function PartnerCard({ offer }: { offer: PartnerOffer }) {
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
