import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useSignInOptions } from '../../api/sso/get-sign-in-options';

/** The company provider's sign-in address: a full page load, since the provider's pages replace the app. */
export const PROVIDER_START_URL = '/api/staff/oidc/start';

/**
 * "Sign in with <provider>" when single sign-on is configured, and the reason the last try was refused (the callback
 * sends its code, and the claim it names, in the address), in the member's language.
 */
export function ProviderSignIn() {
  const { t } = useTranslation('staff');
  const { t: tm } = useTranslation('messages');
  const options = useSignInOptions();
  const [search] = useSearchParams();
  const refusal = search.get('ssoError');
  const providerName = options.data?.providerName;
  return (
    <Stack gap="md">
      {refusal ? (
        <Alert color="red" role="alert">
          {tm(refusal, { claim: search.get('claim') ?? '', minutes: search.get('minutes') ?? '', defaultValue: tm('ssoTokenInvalid') })}
        </Alert>
      ) : null}
      {providerName ? (
        <>
          <Button component="a" href={PROVIDER_START_URL} size="md" variant="filled">
            {t('login.withProvider', { provider: providerName })}
          </Button>
          {options.data?.passwordSignIn === false ? (
            <Alert color="gray">{t('login.passwordsOff')}</Alert>
          ) : (
            <Divider label={t('login.orPassword')} labelPosition="center" />
          )}
        </>
      ) : null}
    </Stack>
  );
}
