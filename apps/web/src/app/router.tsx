import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { LoginRoute } from '../features/auth/routes/login';
import { PublicRoute, SignedInRoute, SignedOutRoute } from './guards';
import { RootLayout } from './layout/root-layout';

// Every screen but login is lazy. Screens that use react-query sit under QueryScope (lazy too).
const QueryScope = lazy(() => import('./query-scope').then((module) => ({ default: module.QueryScope })));
const HomeRoute = lazy(() => import('../features/home/routes/home').then((module) => ({ default: module.HomeRoute })));
const AssessmentRoute = lazy(() => import('../features/prescreening/routes/assessment').then((module) => ({ default: module.AssessmentRoute })));
const PredonorSurveyRoute = lazy(() =>
  import('../features/prescreening/routes/predonor-survey').then((module) => ({ default: module.PredonorSurveyRoute })),
);
const DonatingTodayRoute = lazy(() =>
  import('../features/donation-tips/routes/donating-today').then((module) => ({ default: module.DonatingTodayRoute })),
);
const DonationTipsRoute = lazy(() => import('../features/donation-tips/routes/donation-tips').then((module) => ({ default: module.DonationTipsRoute })));
const AdverseEventRoute = lazy(() => import('../features/donation-tips/routes/adverse-event').then((module) => ({ default: module.AdverseEventRoute })));
const NotFoundRoute = lazy(() => import('./routes/not-found').then((module) => ({ default: module.NotFoundRoute })));

/**
 * Spec 2.1-2.3, limited to the screens that exist (declarative routes: the data router would add
 * 17 KB gzipped to the login bundle). Add a signed-in screen under SignedInRoute > QueryScope, a
 * signed-out one under SignedOutRoute, a public one under PublicRoute.
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        <Route element={<SignedInRoute />}>
          <Route element={<QueryScope />}>
            <Route index element={<HomeRoute />} />
            <Route path={paths.assessment} element={<AssessmentRoute />} />
            <Route path={paths.predonorSurvey} element={<PredonorSurveyRoute />} />
            <Route path={paths.donatingToday} element={<DonatingTodayRoute />} />
            <Route path={paths.donationTips} element={<DonationTipsRoute />} />
            <Route path={paths.adverseEvent} element={<AdverseEventRoute />} />
          </Route>
        </Route>
        <Route element={<SignedOutRoute />}>
          <Route path={paths.login} element={<LoginRoute />} />
        </Route>
        <Route element={<PublicRoute />}>
          <Route element={<QueryScope />}>
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
