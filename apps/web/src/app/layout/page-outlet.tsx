import { Suspense, useEffect } from 'react';
import { Outlet, useLocation } from 'react-router';
import { PageLoader } from '../../components/page-loader/page-loader';
import { useReleasePrerenderLock } from '../../lib/prerender-lock';
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

/** Beside the screen, inside its boundary: its effect runs once the screen (lazy or not) and all around it are committed. */
function ReleasePrerenderLock() {
  useReleasePrerenderLock();
  return null;
}
