import { Container, Paper, Stack, Title } from '@mantine/core';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageToggle } from '../../../../components/language-toggle/language-toggle';
import { paths } from '../../../../config/paths';
import { staffSession } from '../../../../lib/staff-session';
import { StaffLoginForm } from '../../components/sign-in/staff-login-form';
import { ProviderSignIn } from '../../components/sso/provider-sign-in';

/**
 * The session a single sign-on handed over in the address's fragment (which no server or Referer sees), or null.
 * It is dropped from the address at once, so the history and a bookmark never hold it.
 */
function handedOverToken(): string | null {
  const token = new URLSearchParams(window.location.hash.slice(1)).get('token');
  if (token) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

export function StaffLoginRoute() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  useEffect(() => {
    const token = handedOverToken();
    if (!token) return;
    staffSession.start(token);
    void navigate(paths.staff, { replace: true });
  }, [navigate]);
  return (
    <Container size={420} py="xl" component="main">
      <Stack gap="lg">
        <LanguageToggle />
        <Title order={1}>{t('login.title')}</Title>
        <Paper withBorder p="lg" radius="md">
          <Stack gap="md">
            <ProviderSignIn />
            <StaffLoginForm onSignedIn={() => void navigate(paths.staff, { replace: true })} />
          </Stack>
        </Paper>
      </Stack>
    </Container>
  );
}
