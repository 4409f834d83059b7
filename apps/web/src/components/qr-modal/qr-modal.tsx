import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { brand } from '../../config/brand';
import { AppStoreBadges } from '../app-store-badges/app-store-badges';
import { downloadUrl } from './download-url';
import { QrCode } from './qr-code';
import { dialogAttributes } from '../message-modal/dialog-attributes';

/**
 * 'Scan QR Code below to download': a real QR code of the download link, plus the store badges.
 * `onClosed` runs once the modal has gone, for callers that give focus back themselves.
 */
export function QrModal({ opened, onClose, onClosed }: { opened: boolean; onClose: () => void; onClosed?: () => void }) {
  const { t } = useTranslation();
  const { t: tm } = useTranslation('messages');
  return (
    <Modal
      attributes={dialogAttributes}
      opened={opened}
      onClose={onClose}
      returnFocus={!onClosed}
      onExitTransitionEnd={onClosed}
      centered
      title={t('qr.title')}
      closeButtonProps={{ 'aria-label': tm('close') }}
    >
      <Stack align="center" gap="md">
        <QrCode value={downloadUrl()} label={t('qr.alt', { brand: brand.name })} />
        <Text ta="center">{t('qr.hint', { brand: brand.name })}</Text>
        <AppStoreBadges />
        <Group justify="flex-end" w="100%">
          <Button onClick={onClose}>{tm('close')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
