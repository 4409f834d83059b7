import { Button } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useCancelRegistration } from '../api/cancel';
import { useRegistration } from '../lib/use-registration';

/** Ends the registration on the server and here; a failed call still clears the stored step. */
export function CancelRegistration() {
  const { t } = useTranslation('registration');
  const { registration, leave } = useRegistration();
  const cancel = useCancelRegistration();
  const onClick = () => {
    if (!registration) return leave();
    cancel.mutate({ registrationToken: registration.token }, { onSettled: () => leave() });
  };
  return (
    <Button variant="subtle" color="gray" onClick={onClick} loading={cancel.isPending}>
      {t('cancel')}
    </Button>
  );
}
