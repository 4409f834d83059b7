import { Text } from '@mantine/core';
import type { AltchaWidgetElement } from 'altcha';
import type {} from 'altcha/types/react';
import { useEffect, useEffectEvent, useImperativeHandle, useLayoutEffect, useRef, useSyncExternalStore, type Ref } from 'react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../lib/i18n';
import { setAltchaStrings } from './altcha-setup';

export const CAPTCHA_CHALLENGE_URL = '/api/captcha/challenge';

interface StateChangeDetail {
  state?: string;
  payload?: string;
}

/** The widget's height once drawn (its label, checkbox and footer), kept while it is not there yet: nothing moves. */
const WIDGET_HEIGHT = 75;

const unchanging = () => () => undefined;
const inTheBrowser = () => true;
/** Prerendered (decision 052) and while hydrating: no widget yet. */
const notWhenPrerendered = () => false;

export interface CaptchaHandle {
  /** A fresh, unsolved challenge: after any refused submission (a solution is accepted once). */
  reset: () => void;
}

interface CaptchaProps {
  /** The solved payload, or null when unsolved, failed or expired (the form's button is disabled then). */
  onChange: (payload: string | null) => void;
  error?: string | undefined;
  ref?: Ref<CaptchaHandle>;
}

/**
 * The ALTCHA proof-of-work check (spec 5: the button stays disabled until it is solved, and again when
 * it expires). The widget fetches its challenge from our server and solves it in a worker.
 */
export function Captcha({ onChange, error, ref: handle }: CaptchaProps) {
  const { t, i18n } = useTranslation('forms');
  const { t: tc } = useTranslation();
  const language = currentLanguage(i18n);
  const ref = useRef<HTMLElement>(null);
  const report = useEffectEvent((payload: string | null) => onChange(payload));
  // The widget draws itself into the page, not into a shadow root: hydrated, React would find children it never
  // rendered (#418). It is added by the render that follows the hydration.
  const drawn = useSyncExternalStore(unchanging, inTheBrowser, notWhenPrerendered);

  useImperativeHandle(handle, () => ({
    reset: () => {
      (ref.current as AltchaWidgetElement | null)?.reset();
      onChange(null);
    },
  }));

  // Every string the widget can show, set before it first renders (the widget reads them at mount) and again
  // when the language changes: the library's own list falls back to English for anything left out.
  useLayoutEffect(() => {
    const link = `<a href="https://altcha.org/" tabindex="-1" target="_blank" rel="noopener" aria-label="${t('captcha.altchaLink')}">ALTCHA</a>`;
    setAltchaStrings(language, {
      label: t('captcha.label'),
      verifying: t('captcha.verifying'),
      verified: t('captcha.verified'),
      expired: t('captcha.expired'),
      error: t('captcha.error'),
      verificationRequired: t('captcha.required'),
      waitAlert: t('captcha.waitAlert'),
      loading: tc('loading'),
      footer: t('captcha.footer', { altcha: link, interpolation: { escapeValue: false } }),
      ariaLinkLabel: t('captcha.altchaLink'),
      cancel: t('captcha.cancel'),
      enterCode: t('captcha.enterCode'),
      enterCodeAria: t('captcha.enterCodeAria'),
      enterCodeFromImage: t('captcha.enterCodeFromImage'),
      getAudioChallenge: t('captcha.getAudioChallenge'),
      reload: t('captcha.reload'),
      verify: t('captcha.verify'),
    });
  }, [language, t, tc]);

  useEffect(() => {
    const widget = ref.current;
    if (!widget) return undefined;
    const listener = (event: Event) => {
      const detail = (event as CustomEvent<StateChangeDetail>).detail;
      report(detail.state === 'verified' && detail.payload ? detail.payload : null);
    };
    widget.addEventListener('statechange', listener);
    return () => widget.removeEventListener('statechange', listener);
  }, [drawn]);

  return (
    <div style={{ minHeight: WIDGET_HEIGHT }}>
      {drawn ? <altcha-widget ref={ref} challenge={CAPTCHA_CHALLENGE_URL} language={language} name="captcha" /> : null}
      {error ? (
        <Text c="red.8" size="sm" mt={4} role="alert">
          {error}
        </Text>
      ) : null}
    </div>
  );
}
