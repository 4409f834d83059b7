import { Anchor, Group, Pagination, Select, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { caseQueuePageSizes } from '@portal/contract/entities/case-staff';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ScrollTable } from '../../../components/scroll-table/scroll-table';
import { paths } from '../../../config/paths';
import { formatDateTime } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useCaseQueue } from '../api/console-cases';
import { CaseBadges } from '../components/console/case-badges';
import { QueueFilters, type QueueFilterValues } from '../components/console/queue-filters';
import type { caseQueueSorts } from '@portal/contract/entities/case-staff';
import { SortHeader } from '../../../components/sort-header/sort-header';

type PageSize = (typeof caseQueuePageSizes)[number];

type QueueSort = (typeof caseQueueSorts)[number];

/** `/staff/cases`: the case queue, paged, sorted and filtered on the server within the caller's scope. */
export function CaseQueueRoute() {
  const { t, i18n } = useTranslation('cases');
  const language = currentLanguage(i18n);
  useDocumentTitle(t('queue.title'));
  const [filters, setFilters] = useState<QueueFilterValues>({
    status: undefined,
    centerId: undefined,
    assignee: undefined,
    overdue: undefined,
  });
  const [sort, setSort] = useState<{ column: QueueSort; direction: 'asc' | 'desc' }>({ column: 'createdAt', direction: 'desc' });
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>(25);
  const queue = useCaseQueue({
    page,
    pageSize,
    sort: sort.column,
    direction: sort.direction,
    ...(filters.status ? { status: filters.status } : {}),
    ...(filters.centerId !== undefined ? { centerId: filters.centerId } : {}),
    ...(filters.assignee ? { assignee: filters.assignee } : {}),
    ...(filters.overdue !== undefined ? { overdue: filters.overdue } : {}),
  });
  const data = queue.data;
  const onSort = (column: QueueSort) => {
    setSort((was) => ({ column, direction: was.column === column && was.direction === 'desc' ? 'asc' : 'desc' }));
    setPage(1);
  };
  const header = (column: QueueSort) => {
    const label = t(`queue.columns.${column}`);
    return (
      <SortHeader
        active={sort.column === column}
        direction={sort.direction}
        onSort={() => onSort(column)}
        sortLabel={t('queue.sortBy', { column: label })}
      >
        {label}
      </SortHeader>
    );
  };

  return (
    <Stack gap="md">
      <Group justify="space-between" align="baseline" wrap="wrap">
        <Title order={1} id="case-queue-title">
          {t('queue.title')}
        </Title>
        {data ? <Text role="status">{t('queue.total', { count: data.total })}</Text> : null}
      </Group>
      <QueueFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        centers={data?.centers ?? []}
        assignees={data?.assignees ?? []}
      />
      {queue.isError ? (
        <Text role="alert">{queue.error.message}</Text>
      ) : !data ? (
        <Stack role="status" aria-busy="true" aria-label={t('queue.loading')}>
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={36} />
          ))}
        </Stack>
      ) : data.cases.length === 0 ? (
        <Text>{t('queue.empty')}</Text>
      ) : (
        <ScrollTable labelledBy="case-queue-title">
          <Table striped highlightOnHover miw={900} aria-busy={queue.isFetching}>
            <Table.Thead>
              <Table.Tr>
                {header('number')}
                <Table.Th scope="col">{t('queue.columns.subject')}</Table.Th>
                <Table.Th scope="col">{t('queue.columns.contact')}</Table.Th>
                <Table.Th scope="col">{t('queue.columns.center')}</Table.Th>
                {header('status')}
                <Table.Th scope="col">{t('queue.columns.assignee')}</Table.Th>
                {header('createdAt')}
                {header('resolutionDueAt')}
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.cases.map((row) => (
                <Table.Tr key={row.id} bg={row.overdue ? 'var(--mantine-color-red-0)' : undefined}>
                  <Table.Td>
                    <Anchor component={Link} to={`${paths.staff}/cases/${row.id}`} fw={600}>
                      {row.number}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{row.subject}</Table.Td>
                  <Table.Td>{row.contactName}</Table.Td>
                  <Table.Td>{row.center?.name ?? t('queue.noCenter')}</Table.Td>
                  <Table.Td>
                    <CaseBadges status={row.status} overdue={row.overdue} escalated={row.escalated} />
                  </Table.Td>
                  <Table.Td>{row.assignee?.name ?? t('queue.nobody')}</Table.Td>
                  <Table.Td>{formatDateTime(row.createdAt, language)}</Table.Td>
                  <Table.Td>{formatDateTime(row.resolutionDueAt, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
      {data && data.total > 0 ? (
        <Group justify="space-between" wrap="wrap">
          <Pagination
            total={Math.max(1, Math.ceil(data.total / data.pageSize))}
            value={page}
            onChange={setPage}
            getControlProps={(control) => ({ 'aria-label': `${t('queue.pages')}: ${control}` })}
            getItemProps={(item) => ({ 'aria-label': `${t('queue.pages')} ${item}` })}
          />
          <Select
            label={t('queue.pageSize')}
            w={140}
            allowDeselect={false}
            data={caseQueuePageSizes.map((size) => String(size))}
            value={String(pageSize)}
            onChange={(next) => {
              setPageSize(Number(next) as PageSize);
              setPage(1);
            }}
          />
        </Group>
      ) : null}
    </Stack>
  );
}
