import { Alert, Button, Stack, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { useStaffMe } from '../../api/sign-in/get-me';
import { StaffPasskeys } from '../../components/passkeys/staff-passkeys';
import { TotpEnrolment } from '../../components/sign-in/totp-enrolment';

/**
 * Where the console sends a member an admin requires a second factor of: nothing else opens until they enrol an
 * authenticator app or add a passkey. Once enrolled, the recovery codes stay on screen until they go on.
 */
export function StaffSecondFactorRoute() {
  const { t } = useTranslation('staff');
  const navigate = useNavigate();
  const me = useStaffMe();
  const staff = me.data?.staff;

  return (
    <Stack gap="lg" maw={720}>
      <Title order={1}>{t('secondFactor.title')}</Title>
      {staff?.totpEnrolmentRequired ? (
        <Alert color="yellow" role="status">
          {t('secondFactor.required')}
        </Alert>
      ) : null}
      <TotpEnrolment enrolled={staff?.totpEnrolled ?? false} />
      <StaffPasskeys />
      {staff && !staff.totpEnrolmentRequired ? (
        <Button onClick={() => void navigate(paths.staff)} w="fit-content">
          {t('secondFactor.continue')}
        </Button>
      ) : null}
    </Stack>
  );
}
