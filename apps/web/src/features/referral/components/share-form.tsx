import { Button, Group, NativeSelect, Stack, Tabs, TextInput } from '@mantine/core';
import { phoneCountries } from '@portal/contract/constants';
import type { ReferralProgram } from '@portal/contract/services/referral/referral-setting-v2';
import { digitsOnly } from '@portal/contract/rules/fields';
import { parseShareBody, type ReferralShareType } from '@portal/contract/rules/referral-share';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { isGatewayError } from '../../../lib/gateway';
import { useShareReferral } from '../api/share-referral-v2';

/** E-mail or friend's-phone tabs with Submit and Cancel; spec 5's four messages shown under the field. */
export function ShareForm({ program, onDone }: { program: ReferralProgram; onDone: () => void }) {
  const { t } = useTranslation('referral');
  const { t: tm } = useTranslation('messages');
  const [tab, setTab] = useState<ReferralShareType>('email');
  const [email, setEmail] = useState('');
  const [country, setCountry] = useState<(typeof phoneCountries)[number]['id']>('US');
  const [phone, setPhone] = useState('');
  const [error, setError] = useState<string | null>(null);
  const share = useShareReferral();
  const { showMessage } = useMessageModal();

  const submit = () => {
    const dialCode = phoneCountries.find((entry) => entry.id === country)?.dialCode ?? '1';
    const shareBody = tab === 'email' ? email : `${dialCode}_${phone}`;
    const parsed = parseShareBody(tab, shareBody);
    if (typeof parsed === 'string') {
      setError(tm(parsed));
      return;
    }
    setError(null);
    share.mutate(
      { referralProgramID: program.referralProgramID, uniqueCode: program.uniqueCode, shareType: tab, shareBody },
      {
        onSuccess: (reply) => {
          showMessage({ kind: 'success', message: reply.message });
          onDone();
        },
        onError: (failure) => {
          const field = isGatewayError(failure) ? failure.fields.find((f) => f.path === 'params.shareBody') : undefined;
          if (field) setError(field.message);
          else showMessage({ kind: 'danger', message: failure.message });
        },
      },
    );
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Tabs
        value={tab}
        onChange={(value) => {
          setTab(value === 'phone' ? 'phone' : 'email');
          setError(null);
        }}
      >
        <Tabs.List>
          <Tabs.Tab value="email">{t('tabEmail')}</Tabs.Tab>
          <Tabs.Tab value="phone">{t('tabPhone')}</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="email" pt="sm">
          <TextInput
            type="email"
            label={t('emailLabel')}
            value={email}
            onChange={(event) => setEmail(event.currentTarget.value)}
            error={tab === 'email' ? error : null}
            autoComplete="off"
          />
        </Tabs.Panel>
        <Tabs.Panel value="phone" pt="sm">
          <Stack gap="xs">
            <NativeSelect
              label={t('countryLabel')}
              value={country}
              onChange={(event) => setCountry(event.currentTarget.value as typeof country)}
              data={phoneCountries.map((entry) => ({ value: entry.id, label: t(`countries.${entry.id}`) }))}
            />
            <TextInput
              label={t('phoneLabel')}
              inputMode="numeric"
              value={phone}
              onChange={(event) => setPhone(digitsOnly(event.currentTarget.value))}
              error={tab === 'phone' ? error : null}
              maxLength={11}
            />
          </Stack>
        </Tabs.Panel>
      </Tabs>
      <Group justify="flex-end" mt="md">
        <Button variant="default" onClick={onDone}>
          {t('cancel')}
        </Button>
        <Button type="submit" loading={share.isPending}>
          {t('submit')}
        </Button>
      </Group>
    </form>
  );
}
