import { Button, Group, Modal, Text } from '@mantine/core';
import type { Notification } from '@portal/contract/entities/marketing';
import { useTranslation } from 'react-i18next';
import { dialogAttributes } from '../../../components/message-modal/dialog-attributes';

/** Spec 4: the detail modal for a notification with nothing else to open. */
export function DetailModal({ notification, onClose }: { notification: Notification; onClose: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <Modal
      attributes={dialogAttributes}
      opened
      onClose={onClose}
      title={notification.title}
      closeButtonProps={{ 'aria-label': t('close') }}
    >
      <Text>{notification.message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose}>{t('close')}</Button>
      </Group>
    </Modal>
  );
}
