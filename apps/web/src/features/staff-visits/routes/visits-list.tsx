import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../../config/paths';
import { useStaffMe } from '../../staff/api/sign-in/get-me';
import { useVisitList, type VisitListParams } from '../api/list-visits';
import { VisitsTable } from '../components/visits-table';
import { listQueryOf, listSearchOf, type VisitListQuery } from '../utils/list-address';
import { CenterSelect } from '../../../components/center-select/center-select';

interface Filters {
  from: string;
  to: string;
  donorNumber: string;
  center: string;
}

const noFilters: Filters = { from: '', to: '', donorNumber: '', center: '' };

/** The form's fields for the filters the list shows. */
const filtersOf = (query: VisitListQuery): Filters => ({
  from: query.from ?? '',
  to: query.to ?? '',
  donorNumber: query.donorNumber ?? '',
  center: query.locationID === null ? '' : String(query.locationID),
});

/**
 * The filters, applied together: the form starts from the list's and starts again when the address changes. Applying
 * changes the address and the fields follow it, so going back right after Clear (before the router has committed the
 * cleared list) shows the filter the list is showing, not an emptied field.
 */
function VisitFiltersForm({
  initial,
  centers,
  onApply,
}: {
  initial: Filters;
  centers: readonly { id: number; name: string }[];
  onApply: (next: Filters) => void;
}) {
  const { t } = useTranslation('staff-visits');
  const [filters, setFilters] = useState<Filters>(initial);
  const apply = (event: FormEvent, next: Filters) => {
    event.preventDefault();
    // The same filters as the address's: no new address to start the form again, so the fields change here (Clear
    // after typing a filter that was never applied).
    if ((Object.keys(next) as (keyof Filters)[]).every((key) => next[key] === initial[key])) setFilters(next);
    onApply(next);
  };
  return (
    <form onSubmit={(event) => apply(event, filters)} aria-label={t('list.filters')}>
      <Group align="flex-end" wrap="wrap" gap="sm">
        <TextInput
          type="date"
          label={t('list.from')}
          value={filters.from}
          onChange={(e) => setFilters({ ...filters, from: e.currentTarget.value })}
        />
        <TextInput
          type="date"
          label={t('list.to')}
          value={filters.to}
          onChange={(e) => setFilters({ ...filters, to: e.currentTarget.value })}
        />
        <TextInput
          label={t('fields.donorNumber')}
          value={filters.donorNumber}
          onChange={(e) => setFilters({ ...filters, donorNumber: e.currentTarget.value })}
        />
        {centers.length > 1 && (
          <CenterSelect
            label={t('fields.center')}
            centers={centers}
            allLabel={t('list.allCenters')}
            value={filters.center}
            onChange={(center) => setFilters({ ...filters, center })}
          />
        )}
        <Button type="submit">{t('list.apply')}</Button>
        <Button variant="default" onClick={(event) => apply(event, noFilters)}>
          {t('list.clear')}
        </Button>
      </Group>
    </form>
  );
}

/**
 * The visits of my centers: filters, then the table with server-side paging and sorting. Page, sort and filters live
 * in the address: a reload, the back button or a shared link shows the same list.
 */
export function VisitsListRoute() {
  const { t } = useTranslation('staff-visits');
  const me = useStaffMe();
  const [search, setSearch] = useSearchParams();
  const params = listQueryOf(search);
  const list = useVisitList(params);
  const centers = me.data?.staff.centers ?? [];

  const show = (next: VisitListParams) => setSearch(listSearchOf({ ...params, ...next }));
  const applyFilters = (next: Filters) =>
    show({
      page: 1,
      from: next.from || null,
      to: next.to || null,
      donorNumber: next.donorNumber.trim() || null,
      locationID: next.center ? Number(next.center) : null,
    });

  return (
    <Stack gap="lg">
      <Group justify="space-between" wrap="wrap">
        <Title order={1}>{t('list.title')}</Title>
        <Button component={Link} to={paths.staffRecordVisit}>
          {t('record.title')}
        </Button>
      </Group>
      <VisitFiltersForm key={search.toString()} initial={filtersOf(params)} centers={centers} onApply={applyFilters} />
      {list.isError ? (
        <Alert color="red" role="alert">
          {list.error.message || t('list.error')}
        </Alert>
      ) : (
        <VisitsTable params={params} onChange={show} rows={list.data?.visits} total={list.data?.total ?? 0} loading={list.isFetching} />
      )}
    </Stack>
  );
}
