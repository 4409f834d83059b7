import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { isGatewayError } from '../../../lib/gateway';

/**
 * Spec 8 for saves and submits: a server reply that is not 200 shows its message when `withServerMessage`
 * (a save on continue), otherwise 'serviceUnavailableDesc'; a thrown failure always the latter.
 */
export function useServiceFailure() {
  const { t } = useTranslation('prescreening');
  const { showMessage } = useMessageModal();
  return (error: unknown, withServerMessage: boolean) => {
    const serverMessage = withServerMessage && isGatewayError(error) && error.status > 0 ? error.message : null;
    showMessage({ kind: 'danger', title: t('serviceUnavailable'), message: serverMessage ?? t('serviceUnavailableDesc') });
  };
}
