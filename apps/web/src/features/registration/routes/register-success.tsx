import { Button, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';
import { useSessionManager } from '../../../lib/session/session-context';
import { forgetCompletedRegistration, readCompletedRegistration } from '../lib/completed-registration';

/** /register/success: the account exists; the button starts the session and opens the account. */
export function RegisterSuccessRoute() {
  const { t } = useTranslation('registration');
  const session = useSessionManager();
  const navigate = useNavigate();
  const [completed] = useState(readCompletedRegistration);

  const enter = () => {
    forgetCompletedRegistration();
    if (completed && session.signIn(completed.token, completed.user, completed.expiresAt)) void navigate(paths.home, { replace: true });
  };

  return (
    <AuthCard title={t('success.title')}>
      <Stack gap="md">
        <Text>{completed ? t('success.text', { name: completed.user.firstName }) : t('success.signInText')}</Text>
        {completed ? (
          <Button size="md" onClick={enter}>
            {t('success.enter')}
          </Button>
        ) : (
          <Button component={Link} to={paths.login} size="md">
            {t('signIn')}
          </Button>
        )}
      </Stack>
    </AuthCard>
  );
}
