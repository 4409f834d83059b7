import { Button, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { useProfile } from '../api/get-profile';
import { EmailSection } from '../components/email-section';
import { PasskeysSection } from '../components/passkeys-section';
import { PasswordSection } from '../components/password-section';
import { PhotoSection } from '../components/photo-section';
import { PreferencesSection } from '../components/preferences-section';
import { PushSection } from '../components/push-section';
import { ProfileDetailsForm } from '../components/profile-details-form';
import { maySaveCenters, SavedCentersSection } from '../components/saved-centers-section';

/** /profile (My Profile): details, photo, e-mail, password, passkeys, communication preferences and, for new donors, saved centers. */
export function ProfileRoute() {
  const { t } = useTranslation('profile');
  const { t: tc } = useTranslation();
  const profile = useProfile();
  useDocumentTitle(`${t('title')} | ${tc('appName')}`);

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      {profile.isError ? (
        <Text role="alert">{t('loadError')}</Text>
      ) : profile.isPending ? (
        <Text role="status">
          <Loader size="xs" aria-hidden="true" /> {t('loading')}
        </Text>
      ) : (
        <Paper withBorder p="lg" radius="md">
          <Stack gap="xl">
            <PhotoSection user={profile.data} />
            <Divider />
            <ProfileDetailsForm user={profile.data} />
            <Divider />
            <EmailSection user={profile.data} />
            <Divider />
            <PasswordSection />
            <Divider />
            <PasskeysSection />
            <Divider />
            <PreferencesSection />
            <PushSection />
            <Divider />
            <Button component={Link} to={paths.accountData} variant="light" w="fit-content">
              {t('dataLink')}
            </Button>
            {maySaveCenters(profile.data) ? (
              <>
                <Divider />
                <SavedCentersSection user={profile.data} />
              </>
            ) : null}
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
