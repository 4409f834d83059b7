import { Anchor, Loader, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { useSessionManager } from '../../../lib/session/session-context';
import { exchangeAppLoginToken } from '../api/app-login-exchange';

/** /Applogin?token=…: the mobile app opens the website signed in; the donor lands on /. */
export function AppLoginRoute() {
  const { t } = useTranslation('auth');
  const { t: tm } = useTranslation('messages');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const session = useSessionManager();
  const navigate = useNavigate();
  const [failure, setFailure] = useState<string | null>(token ? null : tm('linkInvalid'));

  useEffect(() => {
    if (!token) return undefined;
    let current = true;
    exchangeAppLoginToken(token).then(
      (reply) => {
        if (!current) return;
        if (session.signIn(reply.token, reply.user, reply.expiresAt)) void navigate(paths.home, { replace: true });
        else setFailure(tm('linkInvalid'));
      },
      (error: unknown) => {
        if (current) setFailure(isGatewayError(error) ? error.message : tm('networkError'));
      },
    );
    return () => {
      current = false;
    };
  }, [token, session, navigate, tm]);

  return (
    <AuthCard title={t('appLogin.title')}>
      {failure ? (
        <Stack gap="md">
          <Text role="alert">{failure}</Text>
          <Anchor component={Link} to={paths.login}>
            {t('appLogin.toLogin')}
          </Anchor>
        </Stack>
      ) : (
        <Text role="status">
          <Loader size="xs" aria-hidden="true" /> {t('appLogin.signingIn')}
        </Text>
      )}
    </AuthCard>
  );
}
