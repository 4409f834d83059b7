import { Alert, Button, Group, Modal, NativeSelect, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { LocationSummary } from '@portal/contract/entities/user';
import { dayInZone } from '@portal/contract/rules/calendar-day';
import { addDays } from '@portal/contract/rules/zoned-time';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../config/paths';
import { useLanguage } from '../../../../lib/service-query';
import { isGatewayError } from '../../../../lib/gateway';
import { useUser } from '../../../../lib/session/session-context';
import { useBook, useReschedule } from '../../api/appointments/change-appointment';
import { useAvailability } from '../../api/availability/get-availability';
import { CenterSearch } from '../../components/availability/center-search';
import { EligibilityBanner } from '../../components/availability/eligibility-banner';
import { dayOf, longDay } from '../../components/format';
import { formatTimeIn } from '../../../../lib/dates/dates';
import { SlotPicker, type AvailableSlot } from '../../components/availability/slot-picker';
import { WaitlistJoin } from '../../components/waitlist/waitlist-join';

/**
 * `/appointments/book`: the home center first, then saved centers, then any center found by the search; a day, a
 * time, a confirmation. With
 * `?reschedule=<id>&location=<id>` it moves that appointment instead (same center).
 */
export function BookAppointmentRoute() {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const user = useUser();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const rescheduleId = search.get('reschedule');
  useDocumentTitle(rescheduleId ? t('rescheduleTitle') : t('bookTitle'));

  const saved = [...user.locations].sort(
    (a, b) => Number(b.locationID === user.lastDonationLocationId) - Number(a.locationID === user.lastDonationLocationId),
  );
  // A center found by the search joins the list after the saved ones (booking there does not save it).
  const [found, setFound] = useState<LocationSummary | null>(null);
  const centers = found && !saved.some((c) => c.locationID === found.locationID) ? [...saved, found] : saved;
  const fixedLocation = Number(search.get('location')) || null;
  const [locationID, setLocationID] = useState<number | null>(fixedLocation ?? centers[0]?.locationID ?? null);
  const [day, setDay] = useState<string | null>(null);
  const [slot, setSlot] = useState<AvailableSlot | null>(null);
  // One id per confirmation: a retry after a lost reply finds the same appointment instead of booking twice.
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  // The server starts at the center's today: asking from yesterday (UTC) never skips it, whatever the zones.
  const from = addDays(dayInZone(new Date(), 'UTC'), -1);
  const availability = useAvailability(locationID, from, rescheduleId);
  const book = useBook();
  const reschedule = useReschedule();
  const saving = book.isPending || reschedule.isPending;
  const error = book.error ?? reschedule.error;
  const center = centers.find((c) => c.locationID === locationID);

  const choose = (chosen: AvailableSlot) => {
    book.reset();
    reschedule.reset();
    setRequestId(crypto.randomUUID());
    setSlot(chosen);
  };
  const confirm = () => {
    if (!slot || locationID === null) return;
    const done = (notice: 'booked' | 'rescheduled') => () => navigate(paths.appointments, { state: { notice } });
    if (rescheduleId) reschedule.mutate({ appointmentID: rescheduleId, start: slot.start, requestId }, { onSuccess: done('rescheduled') });
    else book.mutate({ locationID, start: slot.start, requestId }, { onSuccess: done('booked') });
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{rescheduleId ? t('rescheduleTitle') : t('bookTitle')}</Title>
      <EligibilityBanner rescheduling={rescheduleId} />
      {centers.length === 0 ? (
        <Text>{t('noCenters')}</Text>
      ) : (
        <NativeSelect
          id="booking-center"
          label={t('center')}
          value={String(locationID ?? '')}
          disabled={fixedLocation !== null}
          onChange={(event) => {
            setLocationID(Number(event.currentTarget.value));
            setDay(null);
          }}
          data={centers.map((c) => ({ value: String(c.locationID), label: `${c.name} — ${c.address.city}` }))}
          maw={480}
        />
      )}
      {fixedLocation === null ? (
        <CenterSearch
          initialState={saved[0]?.address.state ?? null}
          onPick={(picked) => {
            setFound(picked);
            setLocationID(picked.locationID);
            setDay(null);
            // The chosen center now shows in the list above; the focus goes there, then on to its days.
            requestAnimationFrame(() => document.getElementById('booking-center')?.focus());
          }}
        />
      ) : null}
      {availability.isError ? (
        <Alert color="red">
          {/* A center closed to booking says so (the server's message, in the donor's language); any other failure is generic. */}
          {isGatewayError(availability.error) && availability.error.code === 'centerClosedToBooking'
            ? availability.error.message
            : t('availabilityError')}
        </Alert>
      ) : null}
      {availability.data ? (
        <SlotPicker
          availability={availability.data}
          day={day}
          onDay={setDay}
          onSlot={choose}
          fullDay={(date) => (locationID !== null && !rescheduleId ? <WaitlistJoin locationID={locationID} date={date} /> : null)}
        />
      ) : null}

      <Modal
        opened={slot !== null}
        onClose={() => setSlot(null)}
        title={t('confirmTitle')}
        closeButtonProps={{ 'aria-label': t('back') }}
        centered
      >
        {slot && availability.data ? (
          <Stack gap="sm">
            <div>
              <Text fw={700}>{t('confirmCenter')}</Text>
              <Text>{center?.name}</Text>
            </div>
            <div>
              <Text fw={700}>{t('confirmWhen')}</Text>
              <Text>{longDay(dayOf(slot.start), lang)}</Text>
              <Text>
                {t('arriveBetween', {
                  start: formatTimeIn(slot.start, availability.data.timeZone, lang),
                  end: formatTimeIn(slot.end, availability.data.timeZone, lang),
                })}
              </Text>
            </div>
            {error ? (
              <Alert color="red" role="alert">
                {error.message}
              </Alert>
            ) : null}
            <Group justify="flex-end">
              <Button variant="default" onClick={() => setSlot(null)}>
                {t('back')}
              </Button>
              <Button loading={saving} onClick={confirm}>
                {rescheduleId ? t('confirmReschedule') : t('confirmBook')}
              </Button>
            </Group>
          </Stack>
        ) : null}
      </Modal>
    </Stack>
  );
}
