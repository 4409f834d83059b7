import { createBrowserRouter, type RouteObject } from 'react-router';
import { PageLoader } from '../components/page-loader/page-loader';
import { paths } from '../config/paths';
import { LoginRoute } from '../features/auth/routes/login';
import { PublicRoute, SignedInRoute, SignedOutRoute } from './guards';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './routes/route-error';

/**
 * Spec 2.1-2.3, limited to the screens that exist. Login ships in the first bundle (it is the
 * first screen most visitors see); every other screen is lazy-loaded.
 */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    hydrateFallbackElement: <PageLoader />,
    errorElement: <RouteError />,
    children: [
      {
        element: <SignedInRoute />,
        children: [
          {
            index: true,
            lazy: async () => ({ Component: (await import('../features/home/routes/home')).HomeRoute }),
          },
        ],
      },
      {
        element: <SignedOutRoute />,
        children: [{ path: paths.login, Component: LoginRoute }],
      },
      {
        element: <PublicRoute />,
        children: [
          {
            path: '*',
            lazy: async () => ({ Component: (await import('./routes/not-found')).NotFoundRoute }),
          },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
