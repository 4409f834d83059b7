import { Alert, Button, Code, CopyButton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The signing secret just made: shown this once, with a button to copy it. */
export function SecretShownOnce({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation('staff');
  return (
    // No shade in the colour: a light alert in `blue.9` is painted solid blue.9, under black text and a teal button.
    <Alert color="blue" title={t('webhooks.secretTitle')} role="status">
      <Stack gap="xs">
        <Text size="sm">{t('webhooks.secretHelp')}</Text>
        <Code block data-testid="webhook-secret">
          {secret}
        </Code>
        <CopyButton value={secret}>
          {({ copied, copy }) => (
            <Button variant="light" size="xs" onClick={copy}>
              {copied ? t('webhooks.copied') : t('webhooks.copy')}
            </Button>
          )}
        </CopyButton>
        <Button size="xs" variant="subtle" onClick={onDone}>
          {t('webhooks.secretSaved')}
        </Button>
      </Stack>
    </Alert>
  );
}
