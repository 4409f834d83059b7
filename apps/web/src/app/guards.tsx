import { Navigate, Outlet, useLocation } from 'react-router';
import { paths } from '../config/paths';
import { useSession } from '../lib/session-context';

/** Spec 2.1: a visitor without a token goes to /login. */
export function SignedInRoute() {
  const session = useSession();
  const location = useLocation();
  if (!session) return <Navigate to={paths.login} replace state={{ from: location.pathname }} />;
  return <Outlet />;
}

/** Spec 2.2: a signed-in donor on /login, /register… goes to /. */
export function SignedOutRoute() {
  const session = useSession();
  if (session) return <Navigate to={paths.home} replace />;
  return <Outlet />;
}

/** Spec 2.3: open to everyone. */
export function PublicRoute() {
  return <Outlet />;
}
