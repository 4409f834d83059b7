import { Anchor, Button, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { paths } from '../../../config/paths';

/** /register: an existing donor (known to a center) or a new pre-donor. */
export function RegisterChoiceRoute() {
  const { t } = useTranslation('registration');
  return (
    <AuthCard title={t('choice.title')} intro={t('choice.intro')}>
      <Stack gap="md">
        <Button component={Link} to={paths.registerExisting} size="md">
          {t('choice.existing')}
        </Button>
        <Text size="sm">{t('choice.existingHint')}</Text>
        <Button component={Link} to={paths.registerNew} size="md" variant="outline">
          {t('choice.new')}
        </Button>
        <Text size="sm">{t('choice.newHint')}</Text>
        <Text size="sm" mt="md">
          {t('haveAccount')}{' '}
          <Anchor component={Link} to={paths.login}>
            {t('signIn')}
          </Anchor>
        </Text>
      </Stack>
    </AuthCard>
  );
}
