import 'altcha';
// Only the Spanish texts beside the built-in English: the all-languages build triples the chunk.
import 'altcha/i18n/es-419';
import type { AltchaWidgetElement } from 'altcha';
import { useEffect, useImperativeHandle, useRef, type Ref } from 'react';
import { useTranslation } from 'react-i18next';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

export interface CaptchaHandle {
  /** A fresh, unsolved challenge: after any refused submission (a solution is accepted once). */
  reset: () => void;
}

interface CaptchaFieldProps {
  /** The solved payload, or null while unsolved and again when it expires. */
  onChange: (payload: string | null) => void;
  ref?: Ref<CaptchaHandle>;
}

interface StateChangeDetail {
  state: string;
  payload?: string;
}

/**
 * ALTCHA proof-of-work captcha (no third party, no cookies). The challenge comes from our server,
 * the work runs in a worker (CSP `worker-src 'self' blob:`), and the payload is sent with the form.
 */
export function CaptchaField({ onChange, ref }: CaptchaFieldProps) {
  const { i18n } = useTranslation();
  const widget = useRef<AltchaWidgetElement>(null);
  const changed = useRef(onChange);
  useEffect(() => {
    changed.current = onChange;
  }, [onChange]);

  useImperativeHandle(ref, () => ({
    reset: () => {
      widget.current?.reset();
      changed.current(null);
    },
  }));

  useEffect(() => {
    const element = widget.current;
    if (!element) return undefined;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      changed.current(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    element.addEventListener('statechange', listener);
    return () => element.removeEventListener('statechange', listener);
  }, []);

  return <altcha-widget ref={widget} challenge={CAPTCHA_CHALLENGE_URL} language={i18n.language === 'es' ? 'es-419' : 'en'} hidefooter />;
}
