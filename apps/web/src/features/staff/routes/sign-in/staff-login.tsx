import { Container, Paper, Stack, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageToggle } from '../../../../components/language-toggle/language-toggle';
import { paths } from '../../../../config/paths';
import { staffSession } from '../../../../lib/staff-session';
import { StaffLoginForm } from '../../components/sign-in/staff-login-form';
import { ProviderSecondFactor, type OwedFactors } from '../../components/sso/provider-second-factor';
import { ProviderSignIn } from '../../components/sso/provider-sign-in';

/**
 * The session a single sign-on handed over in the address's fragment (which no server or Referer sees), or null. The
 * fragment (a session, or the ticket of a sign-in that still owes its second factor) is dropped from the address
 * at once, so the history and a bookmark never hold it.
 */
function handedOver(): string | null {
  const fragment = new URLSearchParams(window.location.hash.slice(1));
  const token = fragment.get('token');
  if (token || fragment.has('ssoTicket')) window.history.replaceState(null, '', window.location.pathname);
  return token;
}

/** The second factors the callback said the member has (`ssoFactors`, space-separated); the app's code when it names none. */
function owedFactors(fragment: URLSearchParams): OwedFactors {
  const named = (fragment.get('ssoFactors') ?? '').split(' ');
  const passkey = named.includes('passkey');
  return { passkey, totp: named.includes('totp') || !passkey };
}

export function StaffLoginRoute() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  // Read as the page first renders; the effect below then drops it from the address.
  const [ticket, setTicket] = useState(() => new URLSearchParams(window.location.hash.slice(1)).get('ssoTicket'));
  const [factors] = useState(() => owedFactors(new URLSearchParams(window.location.hash.slice(1))));
  useEffect(() => {
    const token = handedOver();
    if (!token) return;
    staffSession.start(token);
    void navigate(paths.staff, { replace: true });
  }, [navigate]);
  const toConsole = () => void navigate(paths.staff, { replace: true });
  return (
    <Container size={420} py="xl" component="main">
      <Stack gap="lg">
        <LanguageToggle />
        <Title order={1}>{t('login.title')}</Title>
        <Paper withBorder p="lg" radius="md">
          {ticket ? (
            <ProviderSecondFactor
              ticket={ticket}
              factors={factors}
              onSignedIn={toConsole}
              onExpired={() => {
                setTicket(null);
                void navigate(`${paths.staffLogin}?ssoError=ssoFlowExpired`, { replace: true });
              }}
            />
          ) : (
            <Stack gap="md">
              <ProviderSignIn />
              <StaffLoginForm onSignedIn={toConsole} />
            </Stack>
          )}
        </Paper>
      </Stack>
    </Container>
  );
}
