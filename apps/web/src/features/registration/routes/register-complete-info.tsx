import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';

/**
 * /register/complete-info (spec 2.2): an existing donor whose record has neither an e-mail nor a phone, so no
 * code can reach her (spec 8 'A phone number or email address is required to continue'). It says why and
 * where to go: her center or donor care adds one, then she registers again.
 */
export function RegisterCompleteInfoRoute() {
  const { t } = useTranslation('registration');
  const { t: tm } = useTranslation('messages');
  return (
    <AuthCard title={t('completeInfo.title')} intro={tm('phoneOrEmailRequired')}>
      <Stack gap="md">
        <Text>{t('completeInfo.why')}</Text>
        <Text>{t('completeInfo.how')}</Text>
        <Button component={Link} to={paths.visitorDonorCareForm} size="md">
          {t('completeInfo.contact')}
        </Button>
        <Text size="sm">
          <Anchor component={Link} to={paths.registerExisting}>
            {t('completeInfo.again')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
