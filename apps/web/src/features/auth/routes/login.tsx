import { Anchor, Paper, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useCallback } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import { LoginForm } from '../components/login-form';
import classes from './login.module.css';

/** /login (spec 2.2). After sign-in the donor lands on /. */
export function LoginRoute() {
  const { t } = useTranslation('auth');
  const { t: tc } = useTranslation();
  const navigate = useNavigate();
  useDocumentTitle(`${t('login.title')} | ${tc('appName')}`);
  const goHome = useCallback(() => void navigate(paths.home, { replace: true }), [navigate]);

  return (
    <div className={classes.page}>
      <Paper withBorder shadow="sm" radius="lg" className={classes.card}>
        <Title order={1} className={classes.title}>
          {t('login.title')}
        </Title>
        <Text mb="lg">{t('login.intro')}</Text>
        <LoginForm onSignedIn={goHome} />
        <Text size="sm" mt="lg" c="dimmed">
          <Trans
            t={t}
            i18nKey="login.help"
            values={{ phone: brand.supportPhone }}
            components={{ phone: <Anchor href={`tel:${brand.supportPhone.replace(/[^\d+]/g, '')}`} className={classes.phone} /> }}
          />
        </Text>
      </Paper>
    </div>
  );
}
