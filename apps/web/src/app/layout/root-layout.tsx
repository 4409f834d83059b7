import { lazy, Suspense } from 'react';
import { PageLoader } from '../../components/page-loader/page-loader';
import { withMessages } from '../../lib/with-messages';
import { useSession } from '../../lib/session/session-context';
import { SkipLink } from './skip-link';
import { VisitorLayout } from './visitor-layout';

// Visitors never download the signed-in chrome (top bar, sidebar, phone menu).
export const loadDonorLayout = withMessages(() => import('./donor-layout').then((module) => ({ default: module.DonorLayout })));
const DonorLayout = lazy(loadDonorLayout);

/** The layout follows the token, not the route: the same 404 page sits in either chrome. */
export function RootLayout() {
  const session = useSession();
  return (
    <>
      <SkipLink />
      {session ? (
        <Suspense fallback={<PageLoader />}>
          <DonorLayout />
        </Suspense>
      ) : (
        <VisitorLayout />
      )}
    </>
  );
}
