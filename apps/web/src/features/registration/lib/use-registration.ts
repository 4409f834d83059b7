import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import {
  clearRegistration,
  readRegistration,
  registrationStorage,
  saveRegistration,
  type StoredRegistration,
} from '../../../lib/registration-step';

/**
 * The registration in progress (spec 2.2): every step saves the next step's URL before going there,
 * so the signed-out guard finds the step the donor is on; finishing or cancelling clears it.
 */
export function useRegistration() {
  const navigate = useNavigate();
  const storage = registrationStorage();
  const registration = readRegistration(storage);

  const goTo = useCallback(
    (next: StoredRegistration) => {
      saveRegistration(storage, next);
      void navigate(next.path);
    },
    [navigate, storage],
  );

  const leave = useCallback(
    (to: string = paths.register) => {
      clearRegistration(storage);
      void navigate(to, { replace: true });
    },
    [navigate, storage],
  );

  return { registration, goTo, leave };
}
