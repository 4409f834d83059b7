import { Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { brand } from '../../../config/brand';
import { paths } from '../../../config/paths';
import type { LoginState } from '../../../lib/session/session-end';
import { useSession } from '../../../lib/session/session-context';

/** `/donorcare` (spec 2.3, public): where to ask for help, signed in or not. */
export function DonorCareLandingRoute() {
  const { t } = useTranslation('donor-care');
  useDocumentTitle(t('landing.title'));
  const session = useSession();
  return (
    <Stack gap="md" maw={760}>
      <Title order={1}>{t('landing.title')}</Title>
      <Text>{t('landing.intro', { brand: brand.name })}</Text>
      <div>
        <Button component={Link} to={session ? paths.donorCareForm : paths.visitorDonorCareForm}>
          {t('landing.open')}
        </Button>
      </div>
      {session ? null : (
        <Text size="sm">
          {t('landing.signInHint')} {/* Signed in, the donor comes back to the form that finds her visits for her. */}
          <Anchor component={Link} to={paths.login} state={{ from: paths.donorCareForm } satisfies LoginState}>
            {t('landing.signIn')}
          </Anchor>
        </Text>
      )}
      <Text size="sm">{t('landing.phone', { phone: brand.supportPhone })}</Text>
    </Stack>
  );
}
