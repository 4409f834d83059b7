import { Anchor, Group, Text } from '@mantine/core';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { LoginForm } from '../components/login-form';
import classes from './login.module.css';

const PHONE_MARK = '\u2063';

/** /login (spec 2.2). After sign-in the donor lands on /. */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  // The phone number becomes a link inside the translated sentence (react-i18next's <Trans> would add 3 KB here).
  const [helpBefore, helpAfter = ''] = t('login.help', { phone: PHONE_MARK }).split(PHONE_MARK);
  const goHome = useCallback(() => void navigate(paths.home, { replace: true }), [navigate]);

  return (
    <AuthCard title={t('login.title')} intro={t('login.intro')} narrow>
      <LoginForm onSignedIn={goHome} />
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
