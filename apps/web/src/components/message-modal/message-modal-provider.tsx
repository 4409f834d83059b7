import { lazy, Suspense, useCallback, useMemo, useRef, useState, type ReactNode } from 'react';
import { withMessages } from '../../lib/with-messages';
import { MessageModalContext, type AlertOptions, type MessageModalApi, type MessageOptions } from './message-modal-context';

// Dialogs (and the QR encoder) are fetched the first time one opens: the login page stays small.
const MessageModal = lazy(withMessages(() => import('./message-modal').then((module) => ({ default: module.MessageModal }))));
const AlertModal = lazy(withMessages(() => import('./alert-modal').then((module) => ({ default: module.AlertModal }))));
const QrModal = lazy(withMessages(() => import('../qr-modal/qr-modal').then((module) => ({ default: module.QrModal }))));
// Issue 36: only screens after the first page block it while they work; its overlay and portal leave the first page.
const LoadingModal = lazy(() => import('./loading-modal').then((module) => ({ default: module.LoadingModal })));

interface PendingAlert extends AlertOptions {
  resolve: (ok: boolean) => void;
}

/** Holds the shared modals (message, alert, loading, QR) and gives screens `useMessageModal()`. */
export function MessageModalProvider({ children }: { children: ReactNode }) {
  const [message, setMessage] = useState<MessageOptions | null>(null);
  const [messageOpened, setMessageOpened] = useState(false);
  const [alert, setAlert] = useState<PendingAlert | null>(null);
  const [loadingCount, setLoadingCount] = useState(0);
  const [qrRequested, setQrRequested] = useState(false);
  const [qrOpened, setQrOpened] = useState(false);
  const qrOpener = useRef<HTMLElement | null>(null);
  const alertRef = useRef<PendingAlert | null>(null);

  const showMessage = useCallback((options: MessageOptions) => {
    setMessage(options);
    setMessageOpened(true);
  }, []);

  const showAlert = useCallback(
    (options: AlertOptions) =>
      new Promise<boolean>((resolve) => {
        alertRef.current?.resolve(false);
        const pending = { ...options, resolve };
        alertRef.current = pending;
        setAlert(pending);
      }),
    [],
  );

  const showLoading = useCallback(() => {
    setLoadingCount((count) => count + 1);
    let done = false;
    return () => {
      if (done) return;
      done = true;
      setLoadingCount((count) => Math.max(0, count - 1));
    };
  }, []);

  const showQrCode = useCallback(() => {
    // The opener, read now: on the first open the loading fallback (itself a modal) takes focus before the QR modal exists.
    qrOpener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setQrRequested(true);
    setQrOpened(true);
  }, []);

  const api = useMemo<MessageModalApi>(
    () => ({ showMessage, showAlert, showLoading, showQrCode }),
    [showMessage, showAlert, showLoading, showQrCode],
  );

  const closeMessage = () => {
    setMessageOpened(false);
    message?.onClose?.();
  };

  const answerAlert = (ok: boolean) => {
    alert?.resolve(ok);
    alertRef.current = null;
    setAlert(null);
  };

  // Its code comes the first time it is shown; nothing stands in for it meanwhile.
  const loading = (
    <Suspense fallback={null}>
      <LoadingModal />
    </Suspense>
  );

  return (
    <MessageModalContext value={api}>
      {children}
      {message ? (
        <Suspense fallback={null}>
          <MessageModal opened={messageOpened} kind={message.kind} message={message.message} title={message.title} onClose={closeMessage} />
        </Suspense>
      ) : null}
      {alert ? (
        <Suspense fallback={null}>
          <AlertModal
            opened
            message={alert.message}
            title={alert.title}
            okLabel={alert.okLabel}
            withCancel={alert.withCancel}
            cancelLabel={alert.cancelLabel}
            onAnswer={answerAlert}
          />
        </Suspense>
      ) : null}
      {loadingCount > 0 ? loading : null}
      {qrRequested ? (
        <Suspense fallback={loading}>
          <QrModal opened={qrOpened} onClose={() => setQrOpened(false)} onClosed={() => qrOpener.current?.focus()} />
        </Suspense>
      ) : null}
    </MessageModalContext>
  );
}
