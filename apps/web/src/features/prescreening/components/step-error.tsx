import { Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';

/** The error view of a check (spec 8: no message, only a way out and a retry). */
export function StepError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation('prescreening');
  return (
    <Paper withBorder p="lg">
      <Stack gap="sm" align="flex-start">
        <Title order={1}>{t('errorTitle')}</Title>
        <Text>{t('errorText')}</Text>
        <Group>
          <Button component={Link} to={paths.home} variant="default">
            {t('backHome')}
          </Button>
          <Button onClick={onRetry}>{t('tryAgain')}</Button>
        </Group>
      </Stack>
    </Paper>
  );
}
