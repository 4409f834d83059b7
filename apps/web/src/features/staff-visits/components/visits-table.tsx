import { Anchor, Badge, Group, Pagination, Select, Skeleton, Table, Text } from '@mantine/core';
import type { StaffVisitRow } from '@portal/contract';
import { visitPageSizes, visitSortFields } from '@portal/contract/services/staff-visits/list-visits';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths';
import { formatDayIn, formatTimeIn } from '../../../lib/dates/dates';
import { SortHeader } from '../../../components/sort-header/sort-header';
import { useLanguage } from '../../../lib/service-query';
import type { VisitListParams } from '../api/list-visits';

type SortField = (typeof visitSortFields)[number];
type Column = SortField | 'visitNumber' | 'donated';

const columns: readonly Column[] = ['visitNumber', 'checkin', 'donorNumber', 'center', 'donated', 'points'];
const isSortField = (column: Column): column is SortField => (visitSortFields as readonly string[]).includes(column);

interface VisitsTableProps {
  params: VisitListParams;
  onChange(params: VisitListParams): void;
  rows: StaffVisitRow[] | undefined;
  total: number;
  loading: boolean;
}

/** The visits table: headers sort on the server (a second press reverses), pages and page size below. */
export function VisitsTable({ params, onChange, rows, total, loading }: VisitsTableProps) {
  const { t } = useTranslation('staff-visits');
  const language = useLanguage();
  const pageSize = params.pageSize ?? 25;
  const pages = Math.max(1, Math.ceil(total / pageSize));

  const sortBy = (field: SortField) =>
    onChange({
      ...params,
      page: 1,
      sort: field,
      direction:
        params.sort === field ? (params.direction === 'asc' ? 'desc' : 'asc') : field === 'checkin' || field === 'points' ? 'desc' : 'asc',
    });

  return (
    <>
      <Table.ScrollContainer minWidth={720}>
        <Table striped highlightOnHover aria-busy={loading}>
          <Table.Thead>
            <Table.Tr>
              {columns.map((column) =>
                isSortField(column) ? (
                  <SortHeader
                    key={column}
                    active={params.sort === column}
                    direction={params.direction ?? 'desc'}
                    onSort={() => sortBy(column)}
                    sortLabel={t('list.sortBy', { column: t(`list.columns.${column}`) })}
                  >
                    {t(`list.columns.${column}`)}
                  </SortHeader>
                ) : (
                  <Table.Th key={column} scope="col">
                    {t(`list.columns.${column}`)}
                  </Table.Th>
                ),
              )}
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows === undefined
              ? Array.from({ length: 5 }, (_, i) => (
                  <Table.Tr key={i}>
                    {columns.map((column) => (
                      <Table.Td key={column}>
                        <Skeleton height={16} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              : rows.map((visit) => (
                  <Table.Tr key={visit.visitID}>
                    <Table.Td>
                      <Anchor component={Link} to={`${paths.staffVisits}/${visit.visitID}`}>
                        {visit.visitNumber}
                      </Anchor>
                    </Table.Td>
                    <Table.Td>
                      {formatDayIn(visit.checkinTS, visit.locationTimezone, language)}{' '}
                      {formatTimeIn(visit.checkinTS, visit.locationTimezone, language)}
                    </Table.Td>
                    <Table.Td>
                      {visit.donorNumber}
                      <Text size="xs" c="dimmed">
                        {visit.donorName}
                      </Text>
                    </Table.Td>
                    <Table.Td>{visit.locationName}</Table.Td>
                    <Table.Td>
                      <Group gap={4}>
                        {visit.donated ? t('list.yes') : t('list.no')}
                        {visit.corrections > 0 && (
                          <Badge size="sm" variant="light" color="orange">
                            {t('list.corrected')}
                          </Badge>
                        )}
                      </Group>
                    </Table.Td>
                    <Table.Td>{visit.points}</Table.Td>
                  </Table.Tr>
                ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {rows?.length === 0 && <Text>{t('list.empty')}</Text>}
      <Group justify="space-between" wrap="wrap">
        <Text size="sm" aria-live="polite">
          {t('list.total', { count: total })}
        </Text>
        <Group gap="sm" wrap="wrap">
          <Select
            label={t('list.pageSize')}
            size="xs"
            w={110}
            data={visitPageSizes.map((size) => String(size))}
            value={String(pageSize)}
            allowDeselect={false}
            onChange={(value) => onChange({ ...params, page: 1, pageSize: Number(value) as (typeof visitPageSizes)[number] })}
          />
          <Pagination
            total={pages}
            value={params.page ?? 1}
            onChange={(page) => onChange({ ...params, page })}
            getControlProps={(control) => ({ 'aria-label': control === 'previous' ? t('list.previousPage') : t('list.nextPage') })}
            aria-label={t('list.pages')}
          />
        </Group>
      </Group>
    </>
  );
}
