import { useEffect } from 'react';
import { useMessageModal } from './message-modal-context';

/** A modal whose content failed to load says why in the message modal and closes (a 404 once it left its window). */
export function useCloseOnError(error: { message: string } | null, onClose: () => void): void {
  const { showMessage } = useMessageModal();
  useEffect(() => {
    if (error) {
      showMessage({ kind: 'danger', message: error.message });
      onClose();
    }
  }, [error, onClose, showMessage]);
}
