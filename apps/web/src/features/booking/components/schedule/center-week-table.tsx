import { languageLocales } from '@portal/contract/languages';
import { Anchor, Badge, Skeleton, Table, Text } from '@mantine/core';
import type { CenterWeekDay } from '@portal/contract/services/booking/schedule/get-center-week';
import { pickLanguage } from '@portal/contract/entities/bilingual';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { wallTime } from '../../../../lib/dates/wall-time';
import { useLanguage } from '../../../../lib/service-query';
import { longDay } from '../format';

const columns = ['day', 'hours', 'booked'] as const;

interface CenterWeekTableProps {
  locationID: number;
  days: CenterWeekDay[] | undefined;
  today: string | undefined;
  loading: boolean;
}

/** The week at a center: each day's hours or closure and its appointments against its chairs, each day a link to its day view. */
export function CenterWeekTable({ locationID, days, today, loading }: CenterWeekTableProps) {
  const { t } = useTranslation('booking');
  const lang = useLanguage();
  const locale = languageLocales[lang];
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table striped aria-busy={loading} aria-label={t('week.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            {columns.map((column) => (
              <Table.Th key={column} scope="col">
                {t(`week.columns.${column}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {days === undefined
            ? Array.from({ length: 7 }, (_, i) => (
                <Table.Tr key={i}>
                  {columns.map((column) => (
                    <Table.Td key={column}>
                      <Skeleton height={16} />
                    </Table.Td>
                  ))}
                </Table.Tr>
              ))
            : days.map((day) => (
                <Table.Tr key={day.date} aria-current={day.date === today ? 'date' : undefined}>
                  <Table.Th scope="row" fw={day.date === today ? 700 : 500}>
                    <Anchor component={Link} to={`/staff/appointments?center=${locationID}&day=${day.date}`}>
                      {longDay(day.date, lang)}
                    </Anchor>
                    {day.date === today ? (
                      <Badge ml="xs" size="sm" variant="light">
                        {t('dayView.today')}
                      </Badge>
                    ) : null}
                  </Table.Th>
                  <Table.Td>
                    {day.closure ? (
                      <Text size="sm" c="red.9">
                        {t('closed', { reason: pickLanguage(day.closure, lang) })}
                      </Text>
                    ) : day.hours ? (
                      <Text size="sm">{`${wallTime(day.hours.open, locale)} – ${wallTime(day.hours.close, locale)}`}</Text>
                    ) : (
                      <Text size="sm">{t('week.closedWeekday')}</Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{t('week.bookedOf', { booked: day.booked, capacity: day.capacity })}</Text>
                  </Table.Td>
                </Table.Tr>
              ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
