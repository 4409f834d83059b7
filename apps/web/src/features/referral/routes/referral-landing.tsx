import { Alert, Button, List, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { useReferralLanding } from '../api/get-referral-landing';

/**
 * Public `/referral/referral-unique-code/{code}`, read by the invited friend: who invited her, what SHE gets
 * (the referrer's bonus is the referrer's business), her first steps, and registration with the code.
 */
export function ReferralLandingRoute() {
  const { t, i18n } = useTranslation('referral');
  const code = (useParams().code ?? '').trim().toUpperCase();
  const { data, isError } = useReferralLanding(code, currentLanguage(i18n));
  useDocumentTitle(t('landing.title'));
  const registerUrl = `${paths.registerNew}?referralCode=${encodeURIComponent(code)}`;

  if (isError) {
    return (
      <Stack maw={640} mx="auto" py="xl">
        <Title order={1}>{t('landing.title')}</Title>
        <Text role="alert">{t('loadError')}</Text>
      </Stack>
    );
  }
  if (!data) return <PageLoader />;
  return (
    <Stack maw={640} mx="auto" py="xl" gap="md">
      <Title order={1}>{t('landing.title')}</Title>
      {data.valid && data.referrerFirstName ? (
        <Text size="lg">{t('landing.invitedBy', { name: data.referrerFirstName })}</Text>
      ) : (
        <Alert color="orange">{t('landing.unknownCode')}</Alert>
      )}
      <Paper withBorder p="md" component="section" aria-labelledby="referral-you-get">
        <Title order={2} size="h4" mb="xs" id="referral-you-get">
          {t('landing.youGet')}
        </Title>
        <List spacing={4}>
          <List.Item>{t('landing.gets.points', { count: data.pointsPerDonation })}</List.Item>
          <List.Item>{t('landing.gets.levels')}</List.Item>
          <List.Item>{t('landing.gets.payment')}</List.Item>
        </List>
      </Paper>
      <Paper withBorder p="md" component="section" aria-labelledby="referral-next-steps">
        <Title order={2} size="h4" mb="xs" id="referral-next-steps">
          {t('landing.nextSteps')}
        </Title>
        <List type="ordered" spacing={4}>
          <List.Item>{t('landing.steps.signUp')}</List.Item>
          <List.Item>{t('landing.steps.prescreening')}</List.Item>
          <List.Item>{t('landing.steps.visit')}</List.Item>
        </List>
      </Paper>
      {data.valid ? (
        <Text>
          {t('landing.codeLabel')}: <strong>{code}</strong>
        </Text>
      ) : null}
      <Button component={Link} to={data.valid ? registerUrl : paths.registerNew} size="md" style={{ alignSelf: 'flex-start' }}>
        {t('landing.start')}
      </Button>
    </Stack>
  );
}
