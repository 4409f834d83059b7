import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { LoginRoute } from '../features/auth/routes/login';
import { PublicRoute, SignedInRoute, SignedOutRoute } from './guards';
import { RootLayout } from './layout/root-layout';

// Every screen but login is lazy. Screens that use react-query sit under QueryScope (lazy too).
const QueryScope = lazy(() => import('./query-scope').then((module) => ({ default: module.QueryScope })));
const HomeRoute = lazy(() => import('../features/home/routes/home').then((module) => ({ default: module.HomeRoute })));
const DonationHistoryRoute = lazy(() => import('../features/donation-history/routes/donation-history').then((module) => ({ default: module.DonationHistoryRoute })));
const ContactRoute = lazy(() => import('../features/contact/routes/contact').then((module) => ({ default: module.ContactRoute })));
const DonorCareFormRoute = lazy(() => import('../features/donor-care/routes/donor-care-form').then((module) => ({ default: module.DonorCareFormRoute })));
const VisitorDonorCareRoute = lazy(() => import('../features/donor-care/routes/visitor-donor-care').then((module) => ({ default: module.VisitorDonorCareRoute })));
const DonorCareLandingRoute = lazy(() => import('../features/donor-care/routes/donor-care-landing').then((module) => ({ default: module.DonorCareLandingRoute })));
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
            <Route path={paths.donationHistory} element={<DonationHistoryRoute />} />
            <Route path={paths.contact} element={<ContactRoute />} />
            <Route path={paths.contacts} element={<ContactRoute />} />
            <Route path={paths.donorCareForm} element={<DonorCareFormRoute />} />
          </Route>
        </Route>
        <Route element={<SignedOutRoute />}>
          <Route path={paths.login} element={<LoginRoute />} />
          <Route element={<QueryScope />}>
            <Route path={paths.visitorDonorCareForm} element={<VisitorDonorCareRoute />} />
          </Route>
        </Route>
        <Route element={<PublicRoute />}>
          <Route element={<QueryScope />}>
            <Route path={paths.donorCare} element={<DonorCareLandingRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
