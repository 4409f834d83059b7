import { Button, Stack, Text, TextInput } from '@mantine/core';
import { VERIFICATION_CODE_LENGTH } from '@portal/contract/constants';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatCountdown, useSecondsUntil } from '../../lib/dates/countdown';

interface CodeEntryProps {
  /** Epoch ms from which a new code may be sent. */
  resendAt: number;
  onVerify: (code: string) => void;
  onResend: () => void;
  verifying: boolean;
  resending: boolean;
  /** A message under the field (a wrong code, or the contract's format message). */
  error?: string | undefined;
  onTyping?: () => void;
}

/** The 6-digit code and its resend button, which shows the wait (5 minutes) as a countdown until it may be used. */
export function CodeEntry({ resendAt, onVerify, onResend, verifying, resending, error, onTyping }: CodeEntryProps) {
  const { t } = useTranslation('forms');
  const [code, setCode] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);
  const secondsLeft = useSecondsUntil(resendAt);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!verifying) onVerify(code);
    inputRef.current?.focus();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <TextInput
          ref={inputRef}
          label={t('code.label')}
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={VERIFICATION_CODE_LENGTH}
          value={code}
          onChange={(event) => {
            setCode(event.currentTarget.value.replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH));
            onTyping?.();
          }}
          error={error}
          size="md"
        />
        <Button type="submit" size="md" loading={verifying}>
          {t('code.verify')}
        </Button>
        {/* Not a live region: a screen reader would read the countdown every second. */}
        <Text size="sm">{secondsLeft > 0 ? t('code.resendIn', { time: formatCountdown(secondsLeft) }) : t('code.resendReady')}</Text>
        <Button variant="light" disabled={secondsLeft > 0} loading={resending} onClick={onResend}>
          {t('code.resend')}
        </Button>
      </Stack>
    </form>
  );
}
