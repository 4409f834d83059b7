import { Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';

/** /set-password-success: the password changed and every session ended, so the donor signs in again. */
export function SetPasswordSuccessRoute() {
  const { t } = useTranslation('password-reset');
  return (
    <AuthCard title={t('success.title')}>
      <Stack gap="md">
        <Text>{t('success.text')}</Text>
        <Button component={Link} to={paths.login} size="md">
          {t('success.signIn')}
        </Button>
      </Stack>
    </AuthCard>
  );
}
