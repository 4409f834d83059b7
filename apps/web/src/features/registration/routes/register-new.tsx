import { Button, Fieldset, Group, NativeSelect, Stack, TextInput } from '@mantine/core';
import { genders } from '@portal/contract/constants';
import type { MessageKey } from '@portal/contract/messages/en';
import { startPredonor as startPredonorContract } from '@portal/contract/services/registration/start-predonor';
import { useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { AuthCard } from '../../../components/auth-card/auth-card';
import { Captcha } from '../../../components/captcha/captcha';
import { CenterPicker, emptyCenterChoice, type CenterChoice } from '../../../components/center-picker/center-picker';
import { useErrorMessage } from '../../../components/message-modal/use-error-message';
import { emptyPhone, toPhoneParam, type PhoneValue } from '../../../components/phone-input/phone-country';
import { PhoneInput } from '../../../components/phone-input/phone-input';
import { paths } from '../../../config/paths';
import { fieldErrorsOf, zodFieldErrors, type FormErrors } from '../../../lib/form-errors';
import { currentLanguage } from '../../../lib/i18n';
import { searchCentersQueryOptions } from '../../centers/api/search-centers';
import { useStartPredonor } from '../api/start-predonor';
import { useRegistration } from '../lib/use-registration';

type TextField = 'firstName' | 'lastName' | 'dob' | 'gender' | 'email';

function phoneError(errors: FormErrors): string | undefined {
  return errors['phone.phoneNumber'] ?? errors['phone.countryCode'] ?? errors.phone;
}

/** /register/new: a new pre-donor's details, a saved center (state, city, center) and the captcha. */
export function RegisterNewRoute() {
  const { t, i18n } = useTranslation('registration');
  const { t: tf } = useTranslation('forms');
  const { t: tm } = useTranslation('messages');
  const showError = useErrorMessage();
  const { goTo } = useRegistration();
  const start = useStartPredonor();
  const [values, setValues] = useState<Record<TextField, string>>({ firstName: '', lastName: '', dob: '', gender: '', email: '' });
  const [phone, setPhone] = useState<PhoneValue>(emptyPhone);
  const [center, setCenter] = useState<CenterChoice>(emptyCenterChoice);
  const centers = useQuery(searchCentersQueryOptions(center.state));
  const [captcha, setCaptcha] = useState<string | null>(null);
  // A captcha is spent by any answer of the server: a new widget then fetches a new challenge.
  const [captchaRound, setCaptchaRound] = useState(0);
  const [errors, setErrors] = useState<FormErrors>({});

  const change = (field: TextField) => (value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (start.isPending || captcha === null) return;
    const params = {
      firstName: values.firstName,
      lastName: values.lastName,
      dob: values.dob,
      gender: values.gender === '' ? undefined : values.gender,
      email: values.email,
      phone: toPhoneParam(phone),
      savedLocationId: center.locationId ?? undefined,
      captcha,
      lang: currentLanguage(i18n),
    };
    const result = startPredonorContract.params.safeParse(params);
    if (!result.success) return setErrors(zodFieldErrors(result.error, (key: MessageKey) => tm(key)));
    setErrors({});
    // The parsed params hold the date as YYYY-MM-DD; the server parses the donor's MM-DD-YYYY itself.
    start.mutate(
      { ...result.data, dob: values.dob },
      {
        onSuccess: (reply) =>
          goTo({ path: paths.registerUsers, token: reply.registrationToken, kind: 'predonor', choices: reply.choices, sent: null }),
        onError: (error) => {
          setCaptcha(null);
          setCaptchaRound((round) => round + 1);
          const fields = fieldErrorsOf(error, ['firstName', 'lastName', 'dob', 'gender', 'email', 'phone', 'savedLocationId', 'captcha']);
          if (fields) setErrors(fields);
          else showError(error);
        },
      },
    );
  };

  return (
    <AuthCard title={t('new.title')} intro={t('new.intro')}>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <TextInput
            label={tf('firstName')}
            name="firstName"
            autoComplete="given-name"
            value={values.firstName}
            onChange={(event) => change('firstName')(event.currentTarget.value)}
            error={errors.firstName}
          />
          <TextInput
            label={tf('lastName')}
            name="lastName"
            autoComplete="family-name"
            value={values.lastName}
            onChange={(event) => change('lastName')(event.currentTarget.value)}
            error={errors.lastName}
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
          />
          <NativeSelect
            label={tf('gender')}
            name="gender"
            data={[{ value: '', label: tf('choose') }, ...genders.map((gender) => ({ value: gender, label: tf(`genders.${gender}`) }))]}
            value={values.gender}
            onChange={(event) => change('gender')(event.currentTarget.value)}
            error={errors.gender}
          />
          <TextInput
            label={tf('email')}
            name="email"
            type="email"
            autoComplete="email"
            value={values.email}
            onChange={(event) => change('email')(event.currentTarget.value)}
            error={errors.email}
          />
          <PhoneInput label={tf('phone')} value={phone} onChange={setPhone} error={phoneError(errors)} />
          <Fieldset legend={t('new.center')} variant="unstyled">
            <CenterPicker value={center} onChange={setCenter} centers={centers.data} error={errors.savedLocationId} />
          </Fieldset>
          <Captcha key={captchaRound} onChange={setCaptcha} error={errors.captcha} />
          <Button type="submit" size="md" loading={start.isPending} disabled={captcha === null}>
            {t('continue')}
          </Button>
          <Group>
            <Button component={Link} to={paths.register} variant="subtle" color="gray">
              {t('back')}
            </Button>
          </Group>
        </Stack>
      </form>
    </AuthCard>
  );
}
