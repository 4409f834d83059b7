import { Badge, Button, Container, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageToggle } from '../../../components/language-toggle/language-toggle';
import { paths } from '../../../config/paths';
import { useStaffMe } from '../api/get-me';
import { callStaffService, staffToken } from '../api/staff-client';
import { TotpEnrolment } from '../components/totp-enrolment';

/** The console's home: who is signed in, their role, and the centers it lets them see. */
export function StaffHomeRoute() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const me = useStaffMe();

  const signOut = async () => {
    await callStaffService('staff/logout', {}).catch(() => undefined);
    staffToken.clear();
    void navigate(paths.staffLogin, { replace: true });
  };

  return (
    <Container size="md" py="xl" component="main">
      <Stack gap="lg">
        <Group justify="space-between">
          <LanguageToggle />
          <Button variant="default" onClick={() => void signOut()}>
            {t('home.signOut')}
          </Button>
        </Group>
        {me.data ? (
          <>
            <Title order={1}>{t('home.title', { name: me.data.staff.displayName })}</Title>
            <Group gap="xs">
              <Text>{t('home.role')}</Text>
              <Badge size="lg">{t(`roles.${me.data.staff.role}`)}</Badge>
            </Group>
            <Title order={2}>{t('home.centers', { count: me.data.staff.centers.length })}</Title>
            {me.data.staff.centers.length > 0 ? (
              <List>
                {me.data.staff.centers.map((center) => (
                  <List.Item key={center.id}>{center.name}</List.Item>
                ))}
              </List>
            ) : (
              <Text>{t('home.noCenters')}</Text>
            )}
            <TotpEnrolment enrolled={me.data.staff.totpEnrolled} />
          </>
        ) : me.isError ? (
          <Text role="alert">{me.error.message}</Text>
        ) : (
          <Stack aria-busy="true">
            <Skeleton height={36} />
            <Skeleton height={24} />
            <Skeleton height={120} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
