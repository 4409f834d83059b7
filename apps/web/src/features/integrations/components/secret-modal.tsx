import { Alert, Button, CopyButton, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { dialogAttributes } from '../../../components/message-modal/dialog-attributes';

/** The one time a client's secret is shown: it is kept only as a hash, so closing this loses it for good. */
export function SecretModal({ secret, clientName, onClose }: { secret: string | null; clientName: string; onClose(): void }) {
  const { t } = useTranslation('integrations');
  return (
    <Modal
      attributes={dialogAttributes}
      opened={secret !== null}
      onClose={onClose}
      title={t('secret.title', { name: clientName })}
      closeButtonProps={{ 'aria-label': t('close') }}
      size="lg"
    >
      <Stack gap="md">
        <Alert color="yellow" role="status">
          {t('secret.once')}
        </Alert>
        <TextInput
          label={t('secret.label')}
          value={secret ?? ''}
          readOnly
          ff="monospace"
          onFocus={(event) => event.currentTarget.select()}
        />
        <Text size="sm">{t('secret.use')}</Text>
        <Group justify="flex-end">
          <CopyButton value={secret ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy}>
                {copied ? t('secret.copied') : t('secret.copy')}
              </Button>
            )}
          </CopyButton>
          <Button onClick={onClose}>{t('secret.done')}</Button>
        </Group>
      </Stack>
    </Modal>
  );
}
