import { useEffect, useMemo } from 'react';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageLoader } from '../components/page-loader/page-loader';
import { paths } from '../config/paths';
import { registrationRedirect, registrationStorage } from '../lib/registration-step';
import { useSession, useSessionManager, useSessionPending } from '../lib/session/session-context';
import { loginStateAfterEnd, readLoginState, safeReturnPath, type LoginState } from '../lib/session/session-end';

/**
 * Spec 2.1: a visitor without a token goes to /login, which brings her back here once she signs in. When
 * the session ended on this page, this redirect and the session's own one carry the same state (why it
 * ended, where to return), so whichever lands last tells the same story.
 */
export function SignedInRoute() {
  const session = useSession();
  const pending = useSessionPending();
  const endReason = useSessionManager().lastEndReason();
  const { pathname, search, hash } = useLocation();
  // A new tab may be about to receive the session of another one: wait for it rather than ask to sign in.
  if (!session && pending) return <PageLoader />;
  if (!session) {
    const here = `${pathname}${search}${hash}`;
    const state: LoginState = endReason ? loginStateAfterEnd(endReason, here) : { from: safeReturnPath(here) ?? paths.home };
    return <Navigate to={paths.login} replace state={state} />;
  }
  return <Outlet />;
}

/** Spec 2.2: a full page load of the stored registration step (the app starts again there). */
function FullRedirect({ to }: { to: string }) {
  useEffect(() => window.location.replace(to), [to]);
  return null;
}

/**
 * Spec 2.2: a signed-in donor on /login, /register… goes to the page she asked for, else /; a visitor
 * with a registration in progress on any other signed-out page goes back to its stored step (a full redirect).
 */
export function SignedOutRoute() {
  const session = useSession();
  const pending = useSessionPending();
  const { pathname, state } = useLocation();
  // Checked when the path changes, not on every render: a registration step saves the next step just
  // before navigating there, and a re-render of the page being left must not count as a visit.
  const stored = useMemo(() => registrationRedirect(registrationStorage(), pathname), [pathname]);
  if (session) return <Navigate to={readLoginState(state).from ?? paths.home} replace />;
  if (pending) return <PageLoader />;
  if (stored) return <FullRedirect to={stored} />;
  return <Outlet />;
}

/** Spec 2.3: open to everyone. */
export function PublicRoute() {
  return <Outlet />;
}
