import { Button, Group, Modal, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dialogAttributes } from './dialog-attributes';

interface AlertModalProps {
  opened: boolean;
  message: string;
  title?: string | undefined;
  okLabel?: string | undefined;
  withCancel?: boolean | undefined;
  cancelLabel?: string | undefined;
  onAnswer: (ok: boolean) => void;
}

/** The generic alert: a message with OK and an optional Cancel. Escape or the overlay count as Cancel. */
export function AlertModal({ opened, message, title, okLabel, withCancel, cancelLabel, onAnswer }: AlertModalProps) {
  const { t } = useTranslation('messages');
  return (
    <Modal
      attributes={dialogAttributes}
      opened={opened}
      onClose={() => onAnswer(false)}
      centered
      withCloseButton={false}
      title={title ?? t('titleWarning')}
    >
      <Text>{message}</Text>
      <Group justify="flex-end" mt="lg">
        {withCancel ? (
          <Button variant="default" onClick={() => onAnswer(false)}>
            {cancelLabel ?? t('cancel')}
          </Button>
        ) : null}
        <Button onClick={() => onAnswer(true)} data-autofocus>
          {okLabel ?? t('ok')}
        </Button>
      </Group>
    </Modal>
  );
}
