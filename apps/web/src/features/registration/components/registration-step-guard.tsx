import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { paths } from '../../../config/paths';
import type { StoredRegistration } from '../../../lib/registration-step';
import { useRegistration } from '../lib/use-registration';

/** A step after the first needs a registration in progress; without one the donor starts at /register. */
export function RegistrationStepGuard({ children }: { children: (registration: StoredRegistration) => ReactNode }) {
  const { registration } = useRegistration();
  if (!registration) return <Navigate to={paths.register} replace />;
  return <>{children(registration)}</>;
}
