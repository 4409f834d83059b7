import { Button, Group, Stack, TextInput } from '@mantine/core';
import type { MessageKey } from '@portal/contract/messages/en';
import { lookupDonor as lookupDonorContract } from '@portal/contract/services/registration/lookup-donor';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { paths } from '../../../config/paths';
import { fieldErrorsOf, zodFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { useLookupDonor } from '../api/lookup-donor';
import { useRegistration } from '../lib/use-registration';

type Field = 'donorNumber' | 'identValueLast4' | 'dob';

/** /register/existing: donor number, last 4 digits of an identity document, date of birth (MM-DD-YYYY). */
export function RegisterExistingRoute() {
  const { t } = useTranslation('registration');
  const { t: tf } = useTranslation('forms');
  const { t: tm } = useTranslation('messages');
  const showError = useErrorMessage();
  const { goTo } = useRegistration();
  const lookup = useLookupDonor();
  const [values, setValues] = useState<Record<Field, string>>({ donorNumber: '', identValueLast4: '', dob: '' });
  const [errors, setErrors] = useState<FormErrors>({});

  const change = (field: Field) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (lookup.isPending) return;
    const result = lookupDonorContract.params.safeParse(values);
    if (!result.success) return setErrors(zodFieldErrors(result.error, (key: MessageKey) => tm(key)));
    setErrors({});
    lookup.mutate(values, {
      onSuccess: (reply) =>
        goTo({ path: paths.registerUsers, token: reply.registrationToken, kind: 'existing', choices: reply.choices, sent: null }),
      onError: (error) => {
        const fields = fieldErrorsOf(error, ['donorNumber', 'identValueLast4', 'dob']);
        if (fields) setErrors(fields);
        else showError(error);
      },
    });
  };

  return (
    <AuthCard title={t('existing.title')} intro={t('existing.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={t('existing.donorNumber')}
            name="donorNumber"
            autoComplete="off"
            value={values.donorNumber}
            onChange={(event) => change('donorNumber')(event.currentTarget.value)}
            error={errors.donorNumber}
            size="md"
          />
          <TextInput
            label={t('existing.identLast4')}
            name="identValueLast4"
            inputMode="numeric"
            maxLength={4}
            autoComplete="off"
            value={values.identValueLast4}
            onChange={(event) => change('identValueLast4')(event.currentTarget.value.replace(/\D/g, ''))}
            error={errors.identValueLast4}
            size="md"
          />
          <TextInput
            label={tf('dob')}
            description={tf('dobFormat')}
            name="dob"
            inputMode="numeric"
            autoComplete="bday"
            placeholder="MM-DD-YYYY"
            value={values.dob}
            onChange={(event) => change('dob')(event.currentTarget.value)}
            error={errors.dob}
            size="md"
          />
          <Button type="submit" size="md" loading={lookup.isPending}>
            {t('continue')}
          </Button>
          <Group justify="space-between">
            <Button component={Link} to={paths.register} variant="subtle" color="gray">
              {t('back')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
