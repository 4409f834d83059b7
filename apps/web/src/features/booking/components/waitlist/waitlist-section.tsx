import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { WaitlistEntryView } from '@portal/contract/services/booking/waitlist/waitlist-view';
import { useTranslation } from 'react-i18next';
import { useSecondsUntil } from '../../../../lib/dates/countdown';
import { useLanguage } from '../../../../lib/service-query';
import { useAcceptWaitlistOffer, useLeaveWaitlist, useWaitlist } from '../../api/waitlist/waitlist';
import { dayOf, longDay } from '../format';
import { formatTimeIn } from '../../../../lib/dates/dates';

type Accept = ReturnType<typeof useAcceptWaitlistOffer>;

function OfferCard({ entry, accept, onAccept }: { entry: WaitlistEntryView; accept: Accept; onAccept: () => void }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const decline = useLeaveWaitlist();
  // The server decides when the hold ends; this only shows it (not a live region: it changes every minute).
  const seconds = useSecondsUntil(entry.offer ? new Date(entry.offer.expiresAt).getTime() : null);
  if (!entry.offer) return null;
  const mine = accept.variables?.entryID === entry.id;
  const error = (mine ? accept.error : null) ?? decline.error;
  return (
    <Paper component="section" withBorder p="md" bg="teal.0" aria-labelledby={`offer-${entry.id}`}>
      <Stack gap="xs">
        <Title order={3} size="h4" id={`offer-${entry.id}`}>
          {t('waitlist.offerTitle')}
        </Title>
        <Text>
          {t('waitlist.offerText', {
            day: longDay(dayOf(entry.offer.start), lang),
            time: formatTimeIn(entry.offer.start, entry.timeZone, lang),
            center: entry.centerName,
          })}
        </Text>
        <Text fw={700}>{t('waitlist.timeLeft', { count: Math.ceil(seconds / 60) })}</Text>
        {error ? (
          <Alert color="red" role="alert">
            {error.message}
          </Alert>
        ) : null}
        <Group>
          <Button loading={mine && accept.isPending} onClick={onAccept}>
            {t('waitlist.accept')}
          </Button>
          <Button variant="default" loading={decline.isPending} onClick={() => decline.mutate({ entryID: entry.id })}>
            {t('waitlist.decline')}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

function WaitingCard({ entry }: { entry: WaitlistEntryView }) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const leave = useLeaveWaitlist();
  return (
    <Paper withBorder p="md">
      <Group justify="space-between" wrap="wrap">
        <Text>{t('waitlist.waiting', { day: longDay(entry.date, lang), center: entry.centerName })}</Text>
        <Button variant="default" loading={leave.isPending} onClick={() => leave.mutate({ entryID: entry.id })}>
          {t('waitlist.leave')}
        </Button>
      </Group>
      {leave.error ? (
        <Alert color="red" role="alert" mt="xs">
          {leave.error.message}
        </Alert>
      ) : null}
    </Paper>
  );
}

/** `/appointments`: the donor's waitlists, an open offer first with its Accept and Decline and the time left. */
export function WaitlistSection({ onBooked }: { onBooked: () => void }) {
  const { t } = useTranslation('booking');
  const { data } = useWaitlist();
  // Held here, not in the offer's card: the card is gone once the accepted entry leaves the list, and the
  // "booked" notice must still be shown.
  const accept = useAcceptWaitlistOffer();
  if (!data || data.entries.length === 0) return null;
  const ordered = [...data.entries].sort((a, b) => Number(b.offer !== null) - Number(a.offer !== null));
  return (
    <section aria-labelledby="waitlist-title">
      <Title order={2} size="h3" id="waitlist-title" mb="sm">
        {t('waitlist.title')}
      </Title>
      <Stack gap="sm">
        {ordered.map((entry) =>
          entry.offer ? (
            <OfferCard
              key={entry.id}
              entry={entry}
              accept={accept}
              onAccept={() => accept.mutate({ entryID: entry.id }, { onSuccess: onBooked })}
            />
          ) : (
            <WaitingCard key={entry.id} entry={entry} />
          ),
        )}
      </Stack>
    </section>
  );
}
