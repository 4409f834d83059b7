import { Alert, Button, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import type { AuditFilters } from '@portal/contract/services/staff/audit/audit-filters';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../../../lib/gateway';
import { downloadAuditCsv } from '../../api/audit/export-audit';
import { useAuditSearch } from '../../api/audit/search-audit';
import { AuditFiltersForm } from '../../components/audit/audit-filters-form';
import { AuditTable } from '../../components/audit/audit-table';

const PAGE_SIZE = 25;

/** Admins: the audit trail, searched and paged on the server, and exported as CSV. */
export function StaffAuditRoute() {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const [filters, setFilters] = useState<AuditFilters>({});
  const [page, setPage] = useState(1);
  const search = useAuditSearch({ filters, page, pageSize: PAGE_SIZE });
  const exported = useMutation({ mutationFn: () => downloadAuditCsv(filters, `audit-${new Date().toISOString().slice(0, 10)}.csv`) });
  const failure = (error: Error | null) => (error ? (isGatewayError(error) ? error.message : tm('networkError')) : null);

  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1} id="audit-title">
          {t('audit.title')}
        </Title>
        <Button variant="light" onClick={() => exported.mutate()} loading={exported.isPending}>
          {t('audit.export')}
        </Button>
      </Group>
      {exported.isSuccess ? (
        <Text role="status">{t('audit.exported', { count: exported.data })}</Text>
      ) : exported.error ? (
        <Alert color="red" role="alert">
          {failure(exported.error)}
        </Alert>
      ) : null}
      <AuditFiltersForm
        onSearch={(next) => {
          setFilters(next);
          setPage(1);
        }}
      />
      {search.data ? (
        <>
          <Text size="sm" aria-live="polite">
            {t('audit.count', { count: search.data.total })}
          </Text>
          <AuditTable items={search.data.items} />
          {search.data.total > PAGE_SIZE ? (
            <Pagination
              total={Math.ceil(search.data.total / PAGE_SIZE)}
              value={page}
              onChange={setPage}
              getControlProps={(control) => ({ 'aria-label': t(`pagination.${control}`) })}
            />
          ) : null}
        </>
      ) : search.isError ? (
        <Alert color="red" role="alert">
          {failure(search.error)}
        </Alert>
      ) : (
        <Stack aria-busy="true">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} height={36} />
          ))}
        </Stack>
      )}
    </Stack>
  );
}
