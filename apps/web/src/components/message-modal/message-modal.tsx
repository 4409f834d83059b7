import { Button, Group, Modal, Text, ThemeIcon } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconAlert, IconCheck, IconX } from '../icons/icons';
import type { MessageKind } from './message-modal-context';
import { dialogAttributes } from './dialog-attributes';

const titleKeys = { danger: 'titleDanger', success: 'titleSuccess', warning: 'titleWarning' } as const;
const colors = { danger: 'red.9', success: 'green.9', warning: 'orange.9' } as const;
const icons = { danger: IconX, success: IconCheck, warning: IconAlert } as const;

interface MessageModalProps {
  opened: boolean;
  kind: MessageKind;
  message: string;
  title?: string | undefined;
  onClose: () => void;
}

export function MessageModal({ opened, kind, message, title, onClose }: MessageModalProps) {
  const { t } = useTranslation('messages');
  const KindIcon = icons[kind];
  return (
    <Modal
      attributes={dialogAttributes}
      opened={opened}
      onClose={onClose}
      centered
      withCloseButton={false}
      title={
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon color={colors[kind]} variant="filled" radius="xl" size="lg" aria-hidden="true">
            <KindIcon size={20} />
          </ThemeIcon>
          <span>{title ?? t(titleKeys[kind])}</span>
        </Group>
      }
      data-kind={kind}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        <Button onClick={onClose} data-autofocus>
          {t('close')}
        </Button>
      </Group>
    </Modal>
  );
}
