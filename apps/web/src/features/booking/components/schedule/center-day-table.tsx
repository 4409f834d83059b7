import { formatTimeIn } from '../../../../lib/dates/dates';
import { Badge, Button, Group, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { CenterDayAppointment } from '@portal/contract/services/booking/schedule/get-center-day';
import { useTranslation } from 'react-i18next';
import { useLanguage } from '../../../../lib/service-query';

const columns = ['time', 'donor', 'status'] as const;

interface CenterDayTableProps {
  rows: CenterDayAppointment[] | undefined;
  timeZone: string;
  /** Only today's booked appointments can be checked in or marked no-show. */
  isToday: boolean;
  now: Date;
  busyId: string | null;
  loading: boolean;
  onCheckIn(appointment: CenterDayAppointment): void;
  onNoShow(appointment: CenterDayAppointment): void;
}

const statusColor = { booked: 'blue.8', checked_in: 'teal.9', completed: 'green.9', cancelled: 'gray.7', no_show: 'red.9' } as const;

/** The day's appointments by time at the center, with check-in and no-show on today's booked ones. */
export function CenterDayTable({ rows, timeZone, isToday, now, busyId, loading, onCheckIn, onNoShow }: CenterDayTableProps) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  return (
    // Three narrow columns, the actions under the status: a phone shows the whole row without scrolling sideways.
    <Table.ScrollContainer minWidth={320}>
      <Table striped highlightOnHover aria-busy={loading} aria-label={t('dayView.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`dayView.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows === undefined ? (
            Array.from({ length: 4 }, (_, i) => (
              <Table.Tr key={i} data-testid="day-skeleton">
                {columns.map((column) => (
                  <Table.Td key={column}>
                    <Skeleton height={16} />
                  </Table.Td>
                ))}
              </Table.Tr>
            ))
          ) : rows.length === 0 ? (
            <Table.Tr>
              <Table.Td colSpan={columns.length}>
                <Text c="dimmed">{t('dayView.empty')}</Text>
              </Table.Td>
            </Table.Tr>
          ) : (
            rows.map((row) => {
              const actionable = isToday && row.status === 'booked';
              const time = formatTimeIn(row.start, timeZone, lang);
              return (
                <Table.Tr key={row.id} data-testid="day-appointment">
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{time}</Table.Td>
                  <Table.Th scope="row" fw={500}>
                    {row.donorName}
                    <Text size="sm" c="dimmed">
                      {row.donorNumber}
                    </Text>
                    {row.firstDonation ? (
                      <Badge variant="outline" size="sm">
                        {t('firstDonation')}
                      </Badge>
                    ) : null}
                  </Table.Th>
                  <Table.Td>
                    <Stack gap="xs" align="flex-start">
                      <Badge color={statusColor[row.status]} w="max-content">
                        {t(`dayView.status.${row.status}`)}
                      </Badge>
                      {actionable ? (
                        <Group gap="xs">
                          <Button
                            size="xs"
                            loading={busyId === row.id}
                            aria-label={t('dayView.checkInLabel', { name: row.donorName, time })}
                            onClick={() => onCheckIn(row)}
                          >
                            {t('dayView.checkIn')}
                          </Button>
                          {new Date(row.start) <= now ? (
                            <Button
                              size="xs"
                              variant="default"
                              disabled={busyId === row.id}
                              aria-label={t('dayView.noShowLabel', { name: row.donorName, time })}
                              onClick={() => onNoShow(row)}
                            >
                              {t('dayView.noShow')}
                            </Button>
                          ) : null}
                        </Group>
                      ) : null}
                    </Stack>
                  </Table.Td>
                </Table.Tr>
              );
            })
          )}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
