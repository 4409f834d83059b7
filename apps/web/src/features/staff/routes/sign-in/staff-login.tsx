import { Container, Paper, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LanguageToggle } from '../../../../components/language-toggle/language-toggle';
import { paths } from '../../../../config/paths';
import { StaffLoginForm } from '../../components/sign-in/staff-login-form';

export function StaffLoginRoute() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  return (
    <Container size={420} py="xl" component="main">
      <Stack gap="lg">
        <LanguageToggle />
        <Title order={1}>{t('login.title')}</Title>
        <Paper withBorder p="lg" radius="md">
          <StaffLoginForm onSignedIn={() => void navigate(paths.staff, { replace: true })} />
        </Paper>
      </Stack>
    </Container>
  );
}
