import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { LoginRoute } from '../features/auth/routes/login';
import { PublicRoute, SignedInRoute, SignedOutRoute } from './guards';
import { RootLayout } from './layout/root-layout';

// Every screen but login is lazy. Screens that use react-query sit under QueryScope (lazy too).
const QueryScope = lazy(() => import('./query-scope').then((module) => ({ default: module.QueryScope })));
const HomeRoute = lazy(() => import('../features/home/routes/home').then((module) => ({ default: module.HomeRoute })));
const NotificationsRoute = lazy(() => import('../features/notifications/routes/notifications').then((module) => ({ default: module.NotificationsRoute })));
const ReferralLandingRoute = lazy(() => import('../features/referral/routes/referral-landing').then((module) => ({ default: module.ReferralLandingRoute })));
const QrCodeRoute = lazy(() => import('../features/public-links/routes/qr-code').then((module) => ({ default: module.QrCodeRoute })));
const Redirect360Route = lazy(() => import('../features/public-links/routes/redirect-360').then((module) => ({ default: module.Redirect360Route })));
const ReviewRedirectRoute = lazy(() => import('../features/public-links/routes/review-redirect').then((module) => ({ default: module.ReviewRedirectRoute })));
const ScreeningAppRoute = lazy(() => import('../features/public-links/routes/screening-app').then((module) => ({ default: module.ScreeningAppRoute })));
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
            <Route path={paths.notifications} element={<NotificationsRoute />} />
          </Route>
        </Route>
        <Route element={<SignedOutRoute />}>
          <Route path={paths.login} element={<LoginRoute />} />
        </Route>
        <Route element={<PublicRoute />}>
          <Route element={<QueryScope />}>
            <Route path={paths.referral} element={<ReferralLandingRoute />} />
            <Route path={paths.qrcode} element={<QrCodeRoute />} />
            <Route path={paths.donorApp360Redirect} element={<Redirect360Route />} />
            <Route path={paths.googleReview} element={<ReviewRedirectRoute />} />
            <Route path={paths.locationReview} element={<ReviewRedirectRoute />} />
            <Route path={paths.onlineScreeningApp} element={<ScreeningAppRoute />} />
            <Route path="*" element={<NotFoundRoute />} />
          </Route>
        </Route>
      </Route>
    </Routes>
  );
}
