import { Button } from '@mantine/core';
import { useCallback, useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionManager } from '../../../lib/session/session-context';
import { isPromptDismissed, isPromptRefused, passkeyFailureText, passkeysSupported } from '../../../lib/webauthn-prompt';
import { ProgressLine, type Progress } from '../../../components/progress-line/progress-line';
import {
  cancelPasskeyPrompt,
  passkeyAutofillSupported,
  signInWithPasskey,
  type PasskeySignInReply,
} from '../../passkeys/api/sign-in-with-passkey';

const unchanging = () => () => undefined;
/** The prerendered page (decision 052) shows the button, as nearly every donor's browser does: hydration keeps it in place. */
const shownWhenPrerendered = () => true;

/**
 * "Sign in with a passkey", and the browser's passkey autofill on the username field (conditional mediation), armed
 * when the page opens and again after each try. Progress and refusals are said in a live region.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation('auth');
  const { t: tm } = useTranslation('messages');
  const session = useSessionManager();
  const [progress, setProgress] = useState<Progress>(null);
  const [pending, setPending] = useState(false);
  const [round, setRound] = useState(0);
  const supported = useSyncExternalStore(unchanging, passkeysSupported, shownWhenPrerendered);

  const finish = useCallback(
    (reply: PasskeySignInReply) => {
      setProgress({ kind: 'status', text: t('login.passkey.signedIn') });
      session.signIn(reply.token, reply.user, reply.expiresAt);
      onSignedIn();
    },
    [session, onSignedIn, t],
  );
  const fail = useCallback(
    (error: unknown) => {
      setProgress({
        kind: 'alert',
        text: passkeyFailureText(error, { cancelled: t('login.passkey.cancelled'), network: tm('networkError') }),
      });
    },
    [t, tm],
  );

  // The autofill waits for the donor to pick a passkey under the username field; a button press replaces it.
  useEffect(() => {
    if (!passkeysSupported()) return;
    let active = true;
    void passkeyAutofillSupported().then(async (supported) => {
      if (!supported || !active) return;
      let prompted = false;
      try {
        const reply = await signInWithPasskey(true, () => (prompted = true));
        if (active) finish(reply);
      } catch (error) {
        // Before the prompt (no network, a limit), or a browser that refuses the prompt itself (armed again, it failed
        // at once, in a loop of calls to the server), the autofill just stays off: the button still works and says why.
        if (!active || !prompted || isPromptDismissed(error) || isPromptRefused(error)) return;
        fail(error);
        setRound((value) => value + 1);
      }
    });
    return () => {
      active = false;
      void cancelPasskeyPrompt();
    };
  }, [round, finish, fail]);

  if (!supported) return null;

  const start = async () => {
    setPending(true);
    setProgress({ kind: 'status', text: t('login.passkey.starting') });
    try {
      finish(await signInWithPasskey(false, () => setProgress({ kind: 'status', text: t('login.passkey.prompt') })));
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
      // The button's prompt replaced the autofill's: arm it again.
      setRound((value) => value + 1);
    }
  };

  return (
    <>
      <Button variant="default" size="md" fullWidth mt="md" loading={pending} onClick={() => void start()}>
        {t('login.passkey.button')}
      </Button>
      <ProgressLine progress={progress} size="sm" mt="xs" testId="passkey-progress" />
    </>
  );
}
