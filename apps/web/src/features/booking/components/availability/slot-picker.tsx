import { Badge, Group, Paper, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import type { ServiceReply } from '@portal/contract/services/index';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/service-query';
import { partOfDay, shortDay } from '../format';
import { formatTimeIn } from '../../../../lib/dates/dates';
import classes from './slot-picker.module.css';

type Availability = ServiceReply<'appointment/getAvailability'>;
export type AvailableSlot = Availability['days'][number]['slots'][number];

interface SlotPickerProps {
  availability: Availability;
  day: string | null;
  onDay: (day: string) => void;
  onSlot: (slot: AvailableSlot) => void;
  /** Shown under a day whose every window is taken (and that the rules allow): the waitlist. */
  fullDay?: (date: string) => ReactNode;
}

/** A strip of days, then the chosen day's arrival windows by morning, afternoon and evening. */
export function SlotPicker({ availability, day, onDay, onSlot, fullDay }: SlotPickerProps) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  // Until the donor picks a day, the first one with any window (today may be past its last one).
  const chosen = availability.days.find((d) => d.date === day) ?? availability.days.find((d) => d.slots.length > 0) ?? availability.days[0];
  if (!chosen) return null;
  const dayReason = chosen.slots.find((slot) => slot.reason)?.reason ?? null;
  const parts = (['morning', 'afternoon', 'evening'] as const)
    .map((part) => ({ part, slots: chosen.slots.filter((slot) => partOfDay(slot.start) === part) }))
    .filter((group) => group.slots.length > 0);
  const isFull = chosen.slots.length > 0 && !dayReason && chosen.slots.every((slot) => slot.remaining === 0);

  return (
    <Stack gap="md">
      <div>
        <Title order={2} size="h4" id="days-title">
          {t('dates')}
        </Title>
        <div className={classes.strip} role="group" aria-labelledby="days-title">
          {availability.days.map((d) => {
            const label = shortDay(d.date, lang);
            const open = d.slots.some((slot) => slot.remaining > 0 && !slot.reason);
            return (
              <UnstyledButton
                key={d.date}
                className={classes.day}
                data-selected={d.date === chosen.date || undefined}
                data-open={open || undefined}
                aria-pressed={d.date === chosen.date}
                onClick={() => onDay(d.date)}
              >
                <span className={classes.weekday}>{label.weekday}</span>
                <span>{label.date}</span>
              </UnstyledButton>
            );
          })}
        </div>
      </div>

      <div>
        <Title order={2} size="h4">
          {t('slots')}
        </Title>
        {chosen.closure ? <Text mt="xs">{t('closed', { reason: chosen.closure })}</Text> : null}
        {dayReason ? (
          <Paper withBorder p="sm" mt="xs" bg="orange.0">
            <Text>{dayReason.message}</Text>
          </Paper>
        ) : null}
        {parts.length === 0 && !chosen.closure ? <Text mt="xs">{t('noSlots')}</Text> : null}
        {availability.offPeakBonusPoints > 0 && chosen.slots.some((slot) => slot.offPeak) ? (
          <Text size="sm" mt="xs">
            {t('offPeakExplained', { points: availability.offPeakBonusPoints })}
          </Text>
        ) : null}
        {isFull && fullDay ? fullDay(chosen.date) : null}
        {parts.map(({ part, slots }) => (
          <section key={part} aria-label={t(`parts.${part}`)}>
            <Text fw={600} mt="sm" mb={4}>
              {t(`parts.${part}`)}
            </Text>
            <SimpleGrid cols={{ base: 2, xs: 3, md: 4 }} spacing="xs">
              {slots.map((slot) => {
                const taken = slot.remaining === 0;
                const time = formatTimeIn(slot.start, availability.timeZone, lang);
                return (
                  <UnstyledButton
                    key={slot.start}
                    className={classes.slot}
                    disabled={taken || slot.reason !== null}
                    onClick={() => onSlot(slot)}
                    data-testid="slot"
                  >
                    <Text fw={700}>{time}</Text>
                    <Group gap={4} justify="center" wrap="wrap">
                      <Text size="xs">{taken ? t('full') : t('remaining', { count: slot.remaining })}</Text>
                      {slot.offPeak ? (
                        <Badge size="xs" color="teal.9" variant="filled" className={classes.badge}>
                          {t('offPeak')}
                        </Badge>
                      ) : null}
                    </Group>
                  </UnstyledButton>
                );
              })}
            </SimpleGrid>
          </section>
        ))}
      </div>
    </Stack>
  );
}
