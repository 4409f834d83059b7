import { createContext, use } from 'react';

export type MessageKind = 'danger' | 'success' | 'warning';

export interface MessageOptions {
  kind: MessageKind;
  /** Already in the donor's language (a server `message`, or a `t(...)` result). */
  message: string;
  /** Replaces the kind's title ('Oops!', 'Success!', 'Warning!'). */
  title?: string;
  onClose?: () => void;
}

export interface AlertOptions {
  message: string;
  title?: string;
  okLabel?: string;
  /** Adds a Cancel button; the promise then resolves false when it is chosen. */
  withCancel?: boolean;
  cancelLabel?: string;
}

export interface MessageModalApi {
  /** The spec 2.7 message modal: a title by kind, the message, a Close button. */
  showMessage: (options: MessageOptions) => void;
  /** The generic alert: OK and optional Cancel. Resolves true for OK. */
  showAlert: (options: AlertOptions) => Promise<boolean>;
  /** Shows the loading modal until the returned function is called (calls may overlap). */
  showLoading: () => () => void;
  /** The 'Scan QR Code below to download' modal. */
  showQrCode: () => void;
}

export const MessageModalContext = createContext<MessageModalApi | null>(null);

/** Opens the app's shared modals from any screen. */
export function useMessageModal(): MessageModalApi {
  const api = use(MessageModalContext);
  if (!api) throw new Error('useMessageModal needs a <MessageModalProvider>');
  return api;
}
