import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader/page-loader';
import { ReleasePrerenderLock } from '../../lib/prerender-lock';
import { RouteErrorBoundary } from '../routes/route-error-boundary';

/** Where a layout shows the current screen: loader while a lazy screen arrives, error page if it fails. */
export function PageOutlet() {
  const { pathname } = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [pathname]);
  return (
    <RouteErrorBoundary key={pathname}>
      <Suspense fallback={<PageLoader />}>
        <Outlet />
        <ReleasePrerenderLock />
      </Suspense>
    </RouteErrorBoundary>
  );
}
