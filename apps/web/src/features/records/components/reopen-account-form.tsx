import { Alert, Button, Checkbox, Stack, Text, TextInput, Title } from '@mantine/core';
import { digitsOnly } from '@portal/contract/rules/fields';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReopenDonorAccount } from '../api/closure-requests';

/**
 * Decision 056: a donor whose account was closed comes back; after checking her photo identity the desk records the
 * e-mail or phone she gives, so she can register again as an existing donor.
 */
export function ReopenAccountForm() {
  const { t } = useTranslation('records');
  const reopen = useReopenDonorAccount();
  const [donorNumber, setDonorNumber] = useState('');
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const [identityChecked, setIdentityChecked] = useState(false);
  const fieldError = (path: string) => reopen.error?.fields.find((f) => f.path === path)?.message;
  return (
    <form
      aria-labelledby="reopen-title"
      onSubmit={(event) => {
        event.preventDefault();
        reopen.mutate({ donorNumber, email: email.trim() || null, phone: phone || null, identityChecked });
      }}
      noValidate
    >
      <Stack gap="sm" maw={480}>
        <Title order={2} size="h3" id="reopen-title">
          {t('console.reopen')}
        </Title>
        <Text size="sm">{t('console.reopenIntro')}</Text>
        <TextInput
          label={t('console.donorNumber')}
          value={donorNumber}
          onChange={(e) => setDonorNumber(e.currentTarget.value)}
          error={fieldError('params.donorNumber')}
          required
        />
        <TextInput
          label={t('console.email')}
          type="email"
          autoComplete="off"
          value={email}
          onChange={(e) => setEmail(e.currentTarget.value)}
          error={fieldError('params.email')}
        />
        <TextInput
          label={t('console.phone')}
          inputMode="numeric"
          autoComplete="off"
          value={phone}
          onChange={(e) => setPhone(digitsOnly(e.currentTarget.value))}
          error={fieldError('params.phone')}
        />
        <Checkbox
          label={t('console.identityChecked')}
          checked={identityChecked}
          onChange={(e) => setIdentityChecked(e.currentTarget.checked)}
          error={fieldError('params.identityChecked')}
        />
        {reopen.error && reopen.error.fields.length === 0 ? (
          <Alert color="red" role="alert">
            {reopen.error.message}
          </Alert>
        ) : null}
        {reopen.isSuccess ? (
          <Alert color="teal" role="status">
            {t('console.reopened')}
          </Alert>
        ) : null}
        <Button type="submit" loading={reopen.isPending} w="fit-content">
          {t('console.reopen')}
        </Button>
      </Stack>
    </form>
  );
}
