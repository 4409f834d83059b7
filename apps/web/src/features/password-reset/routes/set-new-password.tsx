import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { useCheckResetToken } from '../api/check-token';
import { ResetPasswordForm } from '../components/reset-password-form';

/** /set-new-password?token=…: the e-mailed link. The token is checked first; a missing, expired or used one says the link is not valid. */
export function SetNewPasswordRoute() {
  const { t } = useTranslation('password-reset');
  const { t: tm } = useTranslation('messages');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useCheckResetToken(token);
  const failed = token.length === 0 || check.isError;

  return (
    <AuthCard title={t('set.title')}>
      {failed ? (
        <Stack gap="md">
          <Text role="alert">
            {token.length === 0 ? tm('linkInvalid') : isGatewayError(check.error) ? check.error.message : tm('networkError')}
          </Text>
          <Anchor component={Link} to={paths.forgetPassword}>
            {t('set.newLink')}
          </Anchor>
        </Stack>
      ) : check.isPending ? (
        <Text role="status">
          <Loader size="xs" aria-hidden="true" /> {t('set.checking')}
        </Text>
      ) : (
        <ResetPasswordForm resetToken={token} />
      )}
    </AuthCard>
  );
}
