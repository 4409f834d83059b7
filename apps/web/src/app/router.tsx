import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { LoginRoute } from '../features/auth/routes/login';
import { PublicRoute, SignedInRoute, SignedOutRoute } from './guards';
import { RootLayout } from './layout/root-layout';

// Every screen but login is lazy. Screens that use react-query sit under QueryScope (lazy too).
const QueryScope = lazy(() => import('./query-scope').then((module) => ({ default: module.QueryScope })));
const HomeRoute = lazy(() => import('../features/home/routes/home').then((module) => ({ default: module.HomeRoute })));
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
