import { TextInput } from '@mantine/core';
import { lookupDonor } from '@portal/contract/services/registration/lookup-donor';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { DobInput } from '../../../components/account-fields/account-fields';
import { paths } from '../../../config/paths';
import { isGatewayError } from '../../../lib/gateway';
import { useLookupDonor } from '../api/lookup-donor';
import { RegistrationStartForm } from '../components/registration-start-form';
import { useRegistrationStart } from '../components/use-registration-start';

const initialValues = { donorNumber: '', identValueLast4: '', dob: '' };

/** /register/existing: donor number, last 4 digits of an identity document, date of birth (MM-DD-YYYY). */
export function RegisterExistingRoute() {
  const { t } = useTranslation('registration');
  const lookup = useLookupDonor();
  const navigate = useNavigate();
  const { form, submit } = useRegistrationStart({
    kind: 'existing',
    start: lookup,
    schema: lookupDonor.params,
    initialValues,
    toParams: (values) => values,
    // No e-mail and no phone on file: the code has nowhere to go, /register/complete-info says what to do.
    redirectFailure: (error) => {
      if (!isGatewayError(error) || error.code !== 'phoneOrEmailRequired') return false;
      void navigate(paths.registerCompleteInfo);
      return true;
    },
  });

  return (
    <RegistrationStartForm title={t('existing.title')} intro={t('existing.intro')} onSubmit={submit} loading={lookup.isPending}>
      <TextInput label={t('existing.donorNumber')} name="donorNumber" autoComplete="off" size="md" {...form.getInputProps('donorNumber')} />
      <TextInput
        label={t('existing.identLast4')}
        name="identValueLast4"
        inputMode="numeric"
        maxLength={4}
        autoComplete="off"
        size="md"
        {...form.getInputProps('identValueLast4')}
        onChange={(event) => form.setFieldValue('identValueLast4', event.currentTarget.value.replace(/\D/g, ''))}
      />
      <DobInput size="md" {...form.getInputProps('dob')} />
    </RegistrationStartForm>
  );
}
