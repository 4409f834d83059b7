import { Alert, Button, Group, Loader, Modal, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { AppointmentView } from '@portal/contract/services/booking/appointments/appointment-view';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { paths } from '../../../../config/paths';
import { isNetworkFailure, useOfflineCopy, useOnline } from '../../../../lib/offline/use-offline';
import { useLanguage } from '../../../../lib/service-query';
import { useCancelAppointment } from '../../api/appointments/change-appointment';
import { useAppointments } from '../../api/appointments/get-appointments';
import { AppointmentCard } from '../../components/appointments/appointment-card';
import { LastUpdated, OfflineNotice } from '../../components/offline/offline-notice';
import { EligibilityBanner } from '../../components/availability/eligibility-banner';
import { WaitlistSection } from '../../components/waitlist/waitlist-section';
import { dayOf, longDay } from '../../components/format';
import { formatTimeIn } from '../../../../lib/dates/dates';

type Notice = 'booked' | 'rescheduled' | 'cancelled';

function isNotice(value: unknown): value is Notice {
  return value === 'booked' || value === 'rescheduled' || value === 'cancelled';
}

/**
 * `/appointments`: upcoming appointments with their actions, then past ones. Offline, the next appointment the device
 * kept, and booking disabled with the reason (issue 33).
 */
export function AppointmentsRoute() {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  useDocumentTitle(t('title'));
  const location = useLocation();
  const stateNotice: unknown = (location.state as { notice?: unknown } | null)?.notice;
  const [notice, setNotice] = useState<Notice | null>(isNotice(stateNotice) ? stateNotice : null);
  const [cancelling, setCancelling] = useState<AppointmentView | null>(null);
  const { data, error, isError, isPending } = useAppointments();
  const cancel = useCancelAppointment();
  const offline = !useOnline() || isNetworkFailure(error);

  const confirmCancel = () => {
    if (!cancelling) return;
    cancel.mutate(
      { appointmentID: cancelling.id },
      {
        onSuccess: () => {
          setCancelling(null);
          setNotice('cancelled');
        },
      },
    );
  };

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>{t('title')}</Title>
        {offline ? (
          <Button disabled aria-describedby="book-needs-connection">
            {t('bookCta')}
          </Button>
        ) : (
          <Button component={Link} to={paths.appointmentsBook}>
            {t('bookCta')}
          </Button>
        )}
      </Group>
      {offline ? (
        <>
          <OfflineNotice />
          <Text size="sm" id="book-needs-connection">
            {t('offline.bookNeedsConnection')}
          </Text>
          <OfflineNextAppointment />
        </>
      ) : null}
      {notice ? (
        <Alert color="teal" role="status" withCloseButton closeButtonLabel={t('dismiss')} onClose={() => setNotice(null)}>
          {t(notice)}
        </Alert>
      ) : null}
      {offline ? null : (
        <>
          <EligibilityBanner />
          <WaitlistSection onBooked={() => setNotice('booked')} />
        </>
      )}
      {isPending && !offline ? <Loader role="status" aria-label={t('title')} /> : null}
      {isError && !offline ? <Alert color="red">{t('loadError')}</Alert> : null}
      {data && !offline ? (
        <>
          <section aria-labelledby="upcoming-title">
            <Title order={2} size="h3" id="upcoming-title" mb="sm">
              {t('upcoming')}
            </Title>
            <Stack gap="sm">
              {data.upcoming.length === 0 ? <Text>{t('noUpcoming')}</Text> : null}
              {data.upcoming.map((appointment) => (
                <AppointmentCard key={appointment.id} appointment={appointment} onCancel={setCancelling} />
              ))}
            </Stack>
          </section>
          <section aria-labelledby="past-title">
            <Title order={2} size="h3" id="past-title" mb="sm">
              {t('past')}
            </Title>
            <Stack gap="sm">
              {data.past.length === 0 ? <Text>{t('noPast')}</Text> : null}
              {data.past.map((appointment) => (
                <AppointmentCard key={appointment.id} appointment={appointment} />
              ))}
            </Stack>
          </section>
        </>
      ) : null}

      <Modal
        opened={cancelling !== null}
        onClose={() => setCancelling(null)}
        title={t('cancelConfirmTitle')}
        closeButtonProps={{ 'aria-label': t('keep') }}
        centered
      >
        {cancelling ? (
          <Stack gap="sm">
            <Text>
              {t('cancelConfirmText', {
                day: longDay(dayOf(cancelling.start), lang),
                time: formatTimeIn(cancelling.start, cancelling.timeZone, lang),
                center: cancelling.centerName,
              })}
            </Text>
            {cancel.error ? (
              <Alert color="red" role="alert">
                {cancel.error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setCancelling(null)}>
                {t('keep')}
              </Button>
              <Button color="red.8" loading={cancel.isPending} onClick={confirmCancel}>
                {t('confirmCancel')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}

/** Offline: the next appointment as the device last saw it, without the actions that need the server. */
function OfflineNextAppointment() {
  const { t } = useTranslation('booking');
  const copy = useOfflineCopy('nextAppointment', true);
  if (copy === undefined) return null;
  return (
    <section aria-labelledby="upcoming-title">
      <Title order={2} size="h3" id="upcoming-title" mb="sm">
        {t('upcoming')}
      </Title>
      {copy === null ? (
        <Text>{t('offline.nothingSaved')}</Text>
      ) : (
        <Stack gap="sm">
          {copy.value ? <AppointmentCard appointment={copy.value} /> : <Text>{t('noUpcoming')}</Text>}
          {copy.value?.changeable ? <Text size="sm">{t('offline.changeNeedsConnection')}</Text> : null}
          <LastUpdated at={copy.fetchedAt} />
        </Stack>
      )}
    </section>
  );
}
