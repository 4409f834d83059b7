import { lazy } from 'react';
import { Route, Routes } from 'react-router';
import { paths } from '../config/paths';
import { LoginRoute } from '../features/auth/routes/login';
import { PublicRoute, SignedInRoute, SignedOutRoute } from './guards';
import { RootLayout } from './layout/root-layout';

// Every screen but login is lazy. Screens that use react-query sit under QueryScope (lazy too).
const QueryScope = lazy(() => import('./query-scope').then((module) => ({ default: module.QueryScope })));
const HomeRoute = lazy(() => import('../features/home/routes/home').then((module) => ({ default: module.HomeRoute })));
const UsePointsRoute = lazy(() => import('../features/rewards/routes/use-points').then((module) => ({ default: module.UsePointsRoute })));
const OrdersRoute = lazy(() => import('../features/rewards/routes/orders').then((module) => ({ default: module.OrdersRoute })));
const RewardsRoute = lazy(() => import('../features/rewards/routes/rewards').then((module) => ({ default: module.RewardsRoute })));
const MembershipRoute = lazy(() => import('../features/rewards/routes/membership').then((module) => ({ default: module.MembershipRoute })));
const PayoutRoute = lazy(() => import('../features/rewards/routes/payout').then((module) => ({ default: module.PayoutRoute })));
const WorksRoute = lazy(() => import('../features/rewards/routes/works').then((module) => ({ default: module.WorksRoute })));
const BalanceRoute = lazy(() => import('../features/rewards/routes/balance').then((module) => ({ default: module.BalanceRoute })));
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
            <Route path={paths.usePoints} element={<UsePointsRoute />} />
            <Route path={paths.usePointsOrders} element={<OrdersRoute />} />
            <Route path={paths.rewards} element={<RewardsRoute />} />
            <Route path={paths.rewardsMembership} element={<MembershipRoute />} />
            <Route path={paths.rewardsPayout} element={<PayoutRoute />} />
            <Route path={paths.rewardsWorks} element={<WorksRoute />} />
            <Route path={paths.rewardsBalance} element={<BalanceRoute />} />
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
