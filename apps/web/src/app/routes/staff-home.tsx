import { Badge, Group, List, Skeleton, Stack, Text, Title } from '@mantine/core';
import { caseRoles } from '@portal/contract/entities/case-staff';
import { visitStaffRoles } from '@portal/contract/entities/staff-visit';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../../features/staff/api/sign-in/get-me';
import { StaffPasskeys } from '../../features/staff/components/passkeys/staff-passkeys';
import { TotpEnrolment } from '../../features/staff/components/sign-in/totp-enrolment';
import { CaseDashboardCard } from '../../features/donor-care/components/console/case-dashboard-card';
import { MessageCountsCard } from '../../features/outbox/components/message-counts-card';
import { VisitsTodayCard } from '../../features/staff-visits/components/visits-today-card';

/** The console's home: who is signed in, their role, the centers it lets them see, and today's cases for the roles that work them. */
export function StaffHomeRoute() {
  const { t } = useTranslation('staff');
  const me = useStaffMe();

  return (
    <Stack gap="lg" maw={960}>
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
          {caseRoles.includes(me.data.staff.role) ? <CaseDashboardCard /> : null}
          {(visitStaffRoles as readonly string[]).includes(me.data.staff.role) && <VisitsTodayCard />}
          {me.data.staff.role === 'admin' ? <MessageCountsCard /> : null}
          <TotpEnrolment enrolled={me.data.staff.totpEnrolled} />
          <StaffPasskeys />
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
  );
}
