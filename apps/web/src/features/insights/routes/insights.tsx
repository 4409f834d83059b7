import '@mantine/charts/styles.css';
import { Stack, Tabs, Title } from '@mantine/core';
import { dashboardsFor, type InsightDashboard, type InsightPreset } from '@portal/contract/entities/insights';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useStaffMe } from '../../staff/api/sign-in/get-me';
import { BookingView } from '../components/booking-view';
import { CampaignsView } from '../components/campaigns-view';
import { CareView } from '../components/care-view';
import { DonationsView } from '../components/donations-view';
import { FunnelView } from '../components/funnel-view';
import { RangeFilter, rangeParams, type RangeValue } from '../components/range-filter';
import { PointsView } from '../components/points-view';
import { RetentionView } from '../components/retention-view';
import { TodayView } from '../components/today-view';
import { VisitTimeView } from '../components/visit-time-view';

type Params = ReturnType<typeof rangeParams>;

/** Each dashboard's view, given the range and center filter. */
const viewOf: Record<InsightDashboard, (params: Params, admin: boolean) => ReactNode> = {
  today: (params) => <TodayView locationID={params.locationID} />,
  donations: (params) => <DonationsView params={params} />,
  funnel: (params) => <FunnelView params={params} />,
  visitTime: (params) => <VisitTimeView params={params} />,
  booking: (params) => <BookingView params={params} />,
  retention: (params) => <RetentionView params={params} />,
  points: (params, admin) => <PointsView params={params} canSetRate={admin} />,
  care: (params) => <CareView params={params} />,
  campaigns: (params) => <CampaignsView params={params} />,
};

/**
 * The dashboards (issue 35), each role's own: the centers' figures for admins and center roles (their centers), the
 * care figures for donor care, the campaigns' for content editors. The view is in the address (`?view=funnel`); the
 * range and center filter are kept across views.
 */
export function InsightsRoute() {
  const { t } = useTranslation('insights');
  const me = useStaffMe();
  const [search, setSearch] = useSearchParams();
  const [range, setRange] = useState<RangeValue>({ preset: '30d' as InsightPreset, from: '', to: '', center: '' });
  const views = me.data ? dashboardsFor(me.data.staff.role) : [];
  const asked = search.get('view');
  const view = views.find((v) => v === asked) ?? views[0];
  const centers = me.data?.staff.centers ?? [];
  const params = rangeParams(range);
  const ready = range.preset !== 'custom' || (params.from !== null && params.to !== null && params.from <= params.to);
  return (
    <Stack gap="md">
      <Title order={1}>{t('title')}</Title>
      {view && (
        <Tabs
          value={view}
          onChange={(next) => next && views.includes(next as InsightDashboard) && setSearch({ view: next }, { replace: true })}
          keepMounted={false}
        >
          <Tabs.List>
            {views.map((v) => (
              <Tabs.Tab key={v} value={v}>
                {t(`views.${v}`)}
              </Tabs.Tab>
            ))}
          </Tabs.List>
          <Stack gap="md" pt="md">
            <RangeFilter
              value={range}
              onChange={setRange}
              centers={centers}
              withRange={view !== 'today'}
              withCenter={view !== 'campaigns'}
            />
            {views.map((v) => (
              <Tabs.Panel key={v} value={v}>
                {(v === 'today' || ready) && viewOf[v](params, me.data?.staff.role === 'admin')}
              </Tabs.Panel>
            ))}
          </Stack>
        </Tabs>
      )}
    </Stack>
  );
}
