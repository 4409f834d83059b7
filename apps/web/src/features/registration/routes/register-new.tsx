import { Fieldset, TextInput } from '@mantine/core';
import { startPredonor } from '@portal/contract/services/registration/start-predonor';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DobInput, GenderSelect } from '../../../components/account-fields/account-fields';
import { Captcha } from '../../../components/captcha/captcha';
import { CenterPicker, emptyCenterChoice, type CenterChoice } from '../../../components/center-picker/center-picker';
import { emptyPhone, toPhoneParam, type PhoneValue } from '../../../components/phone-input/phone-country';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { currentLanguage } from '../../../lib/i18n';
import { searchCentersQueryOptions } from '../../centers/api/search-centers';
import { useStartPredonor } from '../api/start-predonor';
import { RegistrationStartForm } from '../components/registration-start-form';
import { useRegistrationStart } from '../components/use-registration-start';

type NewDonorValues = {
  firstName: string;
  lastName: string;
  dob: string;
  gender: string;
  email: string;
  phone: PhoneValue;
  center: CenterChoice;
  captcha: string | null;
};

const initialValues: NewDonorValues = {
  firstName: '',
  lastName: '',
  dob: '',
  gender: '',
  email: '',
  phone: emptyPhone,
  center: emptyCenterChoice,
  captcha: null,
};

/** The phone's two params show under the one phone field, the saved center under the picker. */
function fieldOf(paramPath: string): string {
  if (paramPath.startsWith('phone')) return 'phone';
  return paramPath === 'savedLocationId' ? 'center' : paramPath;
}

/** /register/new: a new pre-donor's details, a saved center (state, city, center) and the captcha. */
export function RegisterNewRoute() {
  const { t, i18n } = useTranslation('registration');
  const { t: tf } = useTranslation('forms');
  const start = useStartPredonor();
  // A captcha is spent by any answer of the server: a new widget then fetches a new challenge.
  const [captchaRound, setCaptchaRound] = useState(0);
  const { form, errorOf, submit } = useRegistrationStart({
    kind: 'predonor',
    start,
    schema: startPredonor.params,
    initialValues,
    fieldOf,
    toParams: (values: NewDonorValues) => ({
      firstName: values.firstName,
      lastName: values.lastName,
      dob: values.dob,
      gender: values.gender === '' ? undefined : values.gender,
      email: values.email,
      phone: toPhoneParam(values.phone),
      savedLocationId: values.center.locationId ?? undefined,
      captcha: values.captcha ?? undefined,
      lang: currentLanguage(i18n),
    }),
    onFailed: () => {
      form.setFieldValue('captcha', null);
      setCaptchaRound((round) => round + 1);
    },
  });
  const { center, captcha } = form.values;
  const centers = useQuery(searchCentersQueryOptions(center.state));

  return (
    <RegistrationStartForm
      title={t('new.title')}
      intro={t('new.intro')}
      onSubmit={submit}
      loading={start.isPending}
      disabled={captcha === null}
    >
      <TextInput label={tf('firstName')} name="firstName" autoComplete="given-name" {...form.getInputProps('firstName')} />
      <TextInput label={tf('lastName')} name="lastName" autoComplete="family-name" {...form.getInputProps('lastName')} />
      <DobInput {...form.getInputProps('dob')} />
      <GenderSelect {...form.getInputProps('gender')} />
      <TextInput label={tf('email')} name="email" type="email" autoComplete="email" {...form.getInputProps('email')} />
      <PhoneInput
        label={tf('phone')}
        value={form.values.phone}
        onChange={(phone) => form.setFieldValue('phone', phone)}
        error={errorOf('phone')}
      />
      <Fieldset legend={t('new.center')} variant="unstyled">
        <CenterPicker
          value={center}
          onChange={(choice) => form.setFieldValue('center', choice)}
          centers={centers.data}
          error={errorOf('center')}
        />
      </Fieldset>
      <Captcha
        key={captchaRound}
        // A fresh widget reports "unsolved" once: that must not wipe the error the server just gave.
        onChange={(token) => token !== form.getValues().captcha && form.setFieldValue('captcha', token)}
        error={errorOf('captcha')}
      />
    </RegistrationStartForm>
  );
}
