import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { registrationRedirect, registrationStorage } from '../lib/registration-step';
import { useSession } from '../lib/session-context';

/** Spec 2.1: a visitor without a token goes to /login. */
export function SignedInRoute() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Spec 2.2: a full page load of the stored registration step (the app starts again there). */
function FullRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

/**
 * Spec 2.2: a signed-in donor on /login, /register… goes to /; a visitor with a registration in
 * progress on any other signed-out page goes back to its stored step (a full redirect).
 */
export function SignedOutRoute() {
  const session = useSession();
  const { pathname } = useLocation();
  // Checked when the path changes, not on every render: a registration step saves the next step just
  // before navigating there, and a re-render of the page being left must not count as a visit.
  const stored = useMemo(() => registrationRedirect(registrationStorage(), pathname), [pathname]);
  if (session) return <Navigate to={paths.home} replace />;
  if (stored) return <FullRedirect to={stored} />;
  return <Outlet />;
}

/** Spec 2.3: open to everyone. */
export function PublicRoute() {
  return <Outlet />;
}
