import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { isGatewayError } from '../../lib/gateway';
import { useMessageModal } from './message-modal-context';

/** Shows a failed call in the danger modal: the server's message (already in the donor's language), else 'Network Error!…'. */
export function useErrorMessage(): (error: unknown) => void {
  const { showMessage } = useMessageModal();
  const { t } = useTranslation('messages');
  return useCallback(
    (error: unknown) =>
      showMessage({ kind: 'danger', message: isGatewayError(error) && error.message ? error.message : t('networkError') }),
    [showMessage, t],
  );
}
