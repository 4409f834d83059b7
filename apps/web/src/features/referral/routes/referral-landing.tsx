import { Alert, Button, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { useReferralLanding } from '../api/get-referral-landing';

/** Public `/referral/referral-unique-code/{code}`: explains the program and starts registration with the code. */
export function ReferralLandingRoute() {
  const { t, i18n } = useTranslation('referral');
  const code = (useParams().code ?? '').trim().toUpperCase();
  const { data, isError } = useReferralLanding(code, currentLanguage(i18n));
  useDocumentTitle(data?.title ?? t('open'));
  const registerUrl = `${paths.registerNew}?referralCode=${encodeURIComponent(code)}`;

  if (isError) {
    return (
      <Stack maw={640} mx="auto" py="xl">
        <Title order={1}>{t('open')}</Title>
        <Text role="alert">{t('loadError')}</Text>
      </Stack>
    );
  }
  if (!data) return <PageLoader />;
  return (
    <Stack maw={640} mx="auto" py="xl" gap="md">
      <Title order={1}>{data.title}</Title>
      {data.valid && data.referrerFirstName ? (
        <Text size="lg">{t('landing.invitedBy', { name: data.referrerFirstName })}</Text>
      ) : (
        <Alert color="orange.9">{t('landing.unknownCode')}</Alert>
      )}
      <Text>{data.header}</Text>
      <Paper withBorder p="md">
        <Title order={2} size="h4" mb="xs">
          {t('landing.steps')}
        </Title>
        <Stack gap={4}>
          <Text>1. {t('introSteps.step1')}</Text>
          <Text>2. {t('introSteps.step2')}</Text>
          <Text>3. {t('introSteps.step3')}</Text>
        </Stack>
      </Paper>
      {data.valid ? (
        <Text>
          {t('landing.codeLabel')}: <strong>{code}</strong>
        </Text>
      ) : null}
      <Button component={Link} to={data.valid ? registerUrl : paths.registerNew} size="md" style={{ alignSelf: 'flex-start' }}>
        {t('landing.start')}
      </Button>
      <Text size="sm" c="gray.7">
        {data.footer}
      </Text>
    </Stack>
  );
}
