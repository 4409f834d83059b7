import { Alert, Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import type { CenterDayAppointment } from '@portal/contract/services/booking/schedule/get-center-day';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { useStaffMe } from '../../../staff/api/sign-in/get-me';
import { useCenterDay, useCheckIn, useMarkNoShow } from '../../api/schedule/center-day';
import { CenterDayTable } from '../../components/schedule/center-day-table';
import { CheckInPassForm } from '../../components/check-in/check-in-pass-form';
import { CenterWaitlist } from '../../components/waitlist/center-waitlist';
import { longDay } from '../../components/format';
import { useLanguage } from '../../../../lib/service-query';
import { CenterSelect } from '../../../../components/center-select/center-select';

/**
 * `/staff/appointments`: a center's day by time (today at the center first), where staff check donors in or mark
 * no-shows, and the day's waitlist under it. `?center=<id>&day=<YYYY-MM-DD>` opens that day (the week view links here).
 */
export function CenterDayRoute() {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const me = useStaffMe();
  const navigate = useNavigate();
  const centers = me.data?.staff.centers ?? [];
  const [search] = useSearchParams();
  const [chosenCenter, setChosenCenter] = useState<number | null>(() => Number(search.get('center')) || null);
  const [day, setDay] = useState<string | undefined>(() => search.get('day') ?? undefined);
  const locationID = chosenCenter ?? centers[0]?.id ?? null;
  const view = useCenterDay(locationID === null ? null : { locationID, ...(day ? { day } : {}) });
  const checkIn = useCheckIn();
  const noShow = useMarkNoShow();
  const [done, setDone] = useState<string | null>(null);
  const failed = checkIn.error ?? noShow.error;
  const busyId = checkIn.isPending
    ? (checkIn.variables?.appointmentID ?? null)
    : noShow.isPending
      ? (noShow.variables?.appointmentID ?? null)
      : null;

  const act = (action: 'checkIn' | 'noShow', appointment: CenterDayAppointment) => {
    checkIn.reset();
    noShow.reset();
    setDone(null);
    const message = action === 'checkIn' ? 'dayView.checkedIn' : 'dayView.markedNoShow';
    const options = { onSuccess: () => setDone(t(message, { name: appointment.donorName })) };
    if (action === 'checkIn') checkIn.mutate({ appointmentID: appointment.id }, options);
    else noShow.mutate({ appointmentID: appointment.id }, options);
  };
  const shownDay = view.data?.day ?? day ?? '';

  return (
    <Stack gap="lg">
      <Title order={1}>{t('dayView.title')}</Title>
      <Group align="flex-end" wrap="wrap" gap="sm">
        {centers.length > 1 ? (
          <CenterSelect
            label={t('center')}
            centers={centers}
            value={locationID === null ? '' : String(locationID)}
            onChange={(value) => setChosenCenter(value ? Number(value) : null)}
          />
        ) : null}
        <TextInput
          type="date"
          label={t('dayView.day')}
          value={shownDay}
          onChange={(event) => setDay(event.currentTarget.value || undefined)}
        />
        <Button variant="default" onClick={() => setDay(undefined)} disabled={day === undefined || day === view.data?.today}>
          {t('dayView.today')}
        </Button>
      </Group>
      {centers.length === 1 && centers[0] ? <Text fw={500}>{centers[0].name}</Text> : null}
      {locationID !== null ? (
        <CheckInPassForm
          locationID={locationID}
          onCheckedIn={(appointment) =>
            void navigate(
              `${paths.staffRecordVisit}?${new URLSearchParams({ donor: appointment.donorNumber, center: String(locationID) })}`,
              {
                state: { checkedIn: appointment.donorName },
              },
            )
          }
        />
      ) : null}
      {me.isSuccess && centers.length === 0 ? <Alert color="yellow">{t('dayView.noCenter')}</Alert> : null}
      {shownDay ? (
        <Title order={2} size="h3">
          {longDay(shownDay, lang)}
        </Title>
      ) : null}
      <div role="status" aria-live="polite">
        {done ? <Alert color="teal">{done}</Alert> : null}
      </div>
      {failed ? (
        <Alert color="red" role="alert">
          {failed.message}
        </Alert>
      ) : null}
      {view.isError ? (
        <Alert color="red" role="alert">
          {view.error.message || t('dayView.loadError')}
        </Alert>
      ) : (
        <CenterDayTable
          rows={view.data?.appointments}
          timeZone={view.data?.timeZone ?? 'UTC'}
          isToday={view.data !== undefined && view.data.day === view.data.today}
          // When the day was last read: a no-show can be marked once the arrival window has begun.
          now={new Date(view.dataUpdatedAt)}
          busyId={busyId}
          loading={view.isFetching}
          onCheckIn={(appointment) => act('checkIn', appointment)}
          onNoShow={(appointment) => act('noShow', appointment)}
        />
      )}
      {locationID !== null && view.data ? (
        <CenterWaitlist locationID={locationID} day={view.data.day} timeZone={view.data.timeZone} />
      ) : null}
    </Stack>
  );
}
