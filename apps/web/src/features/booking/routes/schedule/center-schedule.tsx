import { Alert, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { StaffRole } from '@portal/contract/entities/staff';
import { addDays } from '@portal/contract/rules/zoned-time';
import { saveCenterSchedule } from '@portal/contract/services/booking/schedule/save-center-schedule';
import { useState } from 'react';
import { useDocumentTitle } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { useStaffMe } from '../../../staff/api/sign-in/get-me';
import { useCenterSchedule, useCenterWeek } from '../../api/center-schedule';
import { CenterWeekTable } from '../../components/schedule/center-week-table';
import { ScheduleForm } from '../../components/schedule/schedule-form';
import { CenterSelect } from '../../../../components/center-select/center-select';

/** The roles that change a center's set-up, from the service's contract; center staff see the week only. */
const editors: readonly StaffRole[] = saveCenterSchedule.auth.staff;

/**
 * `/staff/schedule`: a center's week (hours, closures, appointments against chairs, each day a link to its day view)
 * and, for managers and admins, the editor of its hours, closures and capacity.
 */
export function CenterScheduleRoute() {
  const { t } = useTranslation('booking');
  useDocumentTitle(t('schedule.title'));
  const me = useStaffMe();
  const centers = me.data?.staff.centers ?? [];
  const [chosenCenter, setChosenCenter] = useState<number | null>(null);
  const [from, setFrom] = useState<string | undefined>(undefined);
  const locationID = chosenCenter ?? centers[0]?.id ?? null;
  const week = useCenterWeek(locationID, from);
  const canEdit = me.data !== undefined && editors.includes(me.data.staff.role);
  const schedule = useCenterSchedule(canEdit ? locationID : null);
  const start = week.data?.days[0]?.date;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('schedule.title')}</Title>
      {centers.length > 1 ? (
        <CenterSelect
          label={t('center')}
          centers={centers}
          value={locationID === null ? '' : String(locationID)}
          maw={480}
          onChange={(value) => {
            setChosenCenter(value ? Number(value) : null);
            setFrom(undefined);
          }}
        />
      ) : centers[0] ? (
        <Text fw={500}>{centers[0].name}</Text>
      ) : null}
      {me.isSuccess && centers.length === 0 ? <Alert color="yellow">{t('dayView.noCenter')}</Alert> : null}

      {locationID !== null ? (
        <Stack gap="sm" component="section" aria-labelledby="week-heading">
          <Title order={2} size="h3" id="week-heading">
            {t('week.title')}
          </Title>
          <Group gap="xs">
            <Button variant="default" size="compact-md" disabled={!start} onClick={() => start && setFrom(addDays(start, -7))}>
              {t('week.previous')}
            </Button>
            <Button variant="default" size="compact-md" disabled={from === undefined} onClick={() => setFrom(undefined)}>
              {t('week.current')}
            </Button>
            <Button variant="default" size="compact-md" disabled={!start} onClick={() => start && setFrom(addDays(start, 7))}>
              {t('week.next')}
            </Button>
          </Group>
          {week.isError ? (
            <Alert color="red" role="alert">
              {week.error.message}
            </Alert>
          ) : (
            <CenterWeekTable locationID={locationID} days={week.data?.days} today={week.data?.today} loading={week.isFetching} />
          )}
        </Stack>
      ) : null}

      {canEdit && locationID !== null ? (
        <Stack gap="sm" component="section" aria-labelledby="editor-heading">
          <Title order={2} size="h3" id="editor-heading">
            {t('schedule.editorTitle')}
          </Title>
          {schedule.isError ? (
            <Alert color="red" role="alert">
              {schedule.error.message}
            </Alert>
          ) : schedule.data && schedule.data.center.id === locationID ? (
            // A new form per center: its values start from that center's stored set-up.
            <ScheduleForm
              key={locationID}
              locationID={locationID}
              timeZone={schedule.data.center.timeZone}
              schedule={schedule.data.schedule}
            />
          ) : (
            <Skeleton height={320} aria-busy="true" />
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}
