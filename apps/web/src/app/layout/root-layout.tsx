import { lazy, Suspense, useSyncExternalStore } from 'react';
import { PageLoader } from '../../components/page-loader/page-loader';
import { onUpdateReady, updateReady } from '../../lib/pwa/update-state';
import { withMessages } from '../../lib/with-messages';
import { useSession } from '../../lib/session/session-context';
import { SkipLink } from './skip-link';
import { VisitorLayout } from './visitor-layout';

// Visitors never download the signed-in chrome (top bar, sidebar, phone menu).
export const loadDonorLayout = withMessages(() => import('./donor-layout').then((module) => ({ default: module.DonorLayout })));
const DonorLayout = lazy(loadDonorLayout);
// Loaded only once a new version waits (issue 33).
const UpdateNotice = lazy(() =>
  import('../../components/update-notice/update-notice').then((module) => ({ default: module.UpdateNotice })),
);

const noUpdateYet = () => false;

/** The layout follows the token, not the route: the same 404 page sits in either chrome. */
export function RootLayout() {
  const session = useSession();
  // A prerendered page (decision 052) and its hydration start with no new version waiting.
  const newVersion = useSyncExternalStore(onUpdateReady, updateReady, noUpdateYet);
  return (
    <>
      <SkipLink />
      {newVersion ? (
        <Suspense fallback={null}>
          <UpdateNotice />
        </Suspense>
      ) : null}
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
