import { Anchor, Group, Text } from '@mantine/core';
import { lazy, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { LazyIsland } from '../../../components/lazy-island/lazy-island';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { readLoginState } from '../../../lib/session/session-end';
import { LoginForm } from '../components/login-form';
import classes from './login.module.css';

const PHONE_MARK = '\u2063';

// The passkey button and autofill load after the first paint (decision 040): the login page is the first bundle.
const PasskeySignIn = lazy(() => import('../components/passkey-sign-in').then((module) => ({ default: module.PasskeySignIn })));

/**
 * /login (spec 2.2). Says why a session ended (expired, revoked, logged out in another tab); after sign-in
 * the donor lands on the page she asked for (kept by the guards, a path of this app only), else on /.
 */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  const { reason, from } = readLoginState(useLocation().state);
  const target = from ?? paths.home;
  // The phone number becomes a link inside the translated sentence (react-i18next's <Trans> would add 3 KB here).
  const [helpBefore, helpAfter = ''] = t('login.help', { phone: PHONE_MARK }).split(PHONE_MARK);
  const goOn = useCallback(() => void navigate(target, { replace: true }), [navigate, target]);

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')} narrow>
      {reason ? (
        // Plain text in a frame: Mantine's Alert would add a kilobyte to the first page's budget.
        <Text role="alert" className={classes.ended} data-testid="session-ended">
          {t(`login.ended.${reason}`)}
        </Text>
      ) : null}
      <LoginForm onSignedIn={goOn} />
      <LazyIsland>
        <PasskeySignIn onSignedIn={goOn} />
      </LazyIsland>
      <Group justify="space-between" mt="md" gap="xs">
        <Anchor component={Link} to={paths.forgetPassword}>
          {t('login.forgotPassword')}
        </Anchor>
        <Text size="sm">
          {t('login.noAccount')}{' '}
          <Anchor component={Link} to={paths.register}>
            {t('login.register')}
          </Anchor>
        </Text>
      </Group>
      <Text size="sm" mt="lg" c="dimmed">
        {helpBefore}
        <Anchor href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`} className={classes.phone}>
          {brand.supportPhone}
        </Anchor>
        {helpAfter}
      </Text>
    </AuthCard>
  );
}
