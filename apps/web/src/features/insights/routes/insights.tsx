import '@mantine/charts/styles.css';
import { Stack, Tabs, Title } from '@mantine/core';
import type { InsightPreset } from '@portal/contract/entities/insights';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStaffMe } from '../../staff/api/sign-in/get-me';
import { BookingView } from '../components/booking-view';
import { DonationsView } from '../components/donations-view';
import { FunnelView } from '../components/funnel-view';
import { RangeFilter, rangeParams, type RangeValue } from '../components/range-filter';
import { TodayView } from '../components/today-view';
import { VisitTimeView } from '../components/visit-time-view';

const views = ['today', 'donations', 'funnel', 'visitTime', 'booking'] as const;
type View = (typeof views)[number];

const isView = (value: string | null): value is View => (views as readonly (string | null)[]).includes(value);

/**
 * The centers' dashboards (issue 35): today live, donations, the qualification funnel, time in the center and booking,
 * for the caller's centers. The
 * view is in the address (`?view=funnel`); the range and center filter are kept across views.
 */
export function InsightsRoute() {
  const { t } = useTranslation('insights');
  const me = useStaffMe();
  const [search, setSearch] = useSearchParams();
  const view: View = isView(search.get('view')) ? (search.get('view') as View) : 'today';
  const [range, setRange] = useState<RangeValue>({ preset: '30d' as InsightPreset, from: '', to: '', center: '' });
  const centers = me.data?.staff.centers ?? [];
  const params = rangeParams(range);
  const ready = range.preset !== 'custom' || (params.from !== null && params.to !== null && params.from <= params.to);
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      <Tabs value={view} onChange={(next) => isView(next) && setSearch({ view: next }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          {views.map((v) => (
            <Tabs.Tab key={v} value={v}>
              {t(`views.${v}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        <Stack gap="md" pt="md">
          <RangeFilter value={range} onChange={setRange} centers={centers} withRange={view !== 'today'} />
          <Tabs.Panel value="today">
            <TodayView locationID={params.locationID} />
          </Tabs.Panel>
          <Tabs.Panel value="donations">{ready && <DonationsView params={params} />}</Tabs.Panel>
          <Tabs.Panel value="funnel">{ready && <FunnelView params={params} />}</Tabs.Panel>
          <Tabs.Panel value="visitTime">{ready && <VisitTimeView params={params} />}</Tabs.Panel>
          <Tabs.Panel value="booking">{ready && <BookingView params={params} />}</Tabs.Panel>
        </Stack>
      </Tabs>
    </Stack>
  );
}
