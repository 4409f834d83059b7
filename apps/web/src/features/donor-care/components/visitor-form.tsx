import { Button, FileInput, Group, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { DONOR_CARE_SCREENSHOT_MAX_BYTES, VISITOR_COMMENT_MAX_LENGTH, donorTypes } from '@portal/contract/constants';
import { splitComment, type DonorCareVisitorSubmission } from '@portal/contract/services/donor-care/submission';
import { digitsOnly } from '@portal/contract/rules/fields';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Captcha, type CaptchaHandle } from '../../../components/captcha/captcha';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { submitDonorCare } from '../api/submit-donor-care';
import { CenterPicker, type CenterChoice } from './center-picker';
import { encodeScreenshot, screenshotProblem } from './screenshots';
import { submitFailureMessage } from './submit-failure';
import { todayIso } from './today';

const empty = {
  date: '',
  firstName: '',
  lastName: '',
  year: null as string | null,
  month: null as string | null,
  day: null as string | null,
  donorType: null as string | null,
  email: '',
  confirmEmail: '',
  countryCode: '1' as '1' | '52',
  phone: '',
  comment: '',
};
type Values = typeof empty;
type Field = keyof Values | 'state' | 'city' | 'locationID' | 'screenshots';

const thisYear = new Date().getFullYear();
const years = Array.from({ length: 90 }, (_, i) => String(thisYear - 16 - i));
const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const days = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

/** Spec 2.17 and 5, visitor variant: every field 'Required*', comment up to 1000 characters, up to 3 screenshots. */
export function VisitorForm() {
  const { t, i18n } = useTranslation('donor-care');
  const { t: tm } = useTranslation('messages');
  const { showMessage, showLoading } = useMessageModal();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [values, setValues] = useState<Values>(empty);
  const [center, setCenter] = useState<CenterChoice>({ state: null, city: null, locationID: null });
  const [files, setFiles] = useState<File[]>([]);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const set = <K extends keyof Values>(key: K, value: Values[K]) => setValues((v) => ({ ...v, [key]: value }));
  const required = tm('requiredStar');

  const validate = () => {
    const found: Partial<Record<Field, string>> = {};
    for (const key of ['date', 'firstName', 'lastName', 'year', 'month', 'day', 'email', 'confirmEmail', 'phone'] as const) {
      const value = values[key];
      if (value === null || value.trim() === '') found[key] = required;
    }
    if (!values.donorType) found.donorType = tm('donorTypeRequired');
    if (!center.state) found.state = required;
    if (!center.city) found.city = required;
    if (!center.locationID) found.locationID = required;
    if (!splitComment(values.comment).subject) found.comment = required;
    if (!found.confirmEmail && values.email.trim().toLowerCase() !== values.confirmEmail.trim().toLowerCase())
      found.confirmEmail = tm('emailConfirmMismatch');
    const problem = screenshotProblem(files);
    if (problem) found.screenshots = t(`screenshots.${problem}`, { kilobytes: DONOR_CARE_SCREENSHOT_MAX_BYTES / 1024 });
    return found;
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !captcha) return;
    const { subject, description } = splitComment(values.comment);
    const stopLoading = showLoading();
    try {
      const body: DonorCareVisitorSubmission = {
        origin: 'Website',
        isVerified: true,
        isFollowUp: true,
        eventDate: values.date,
        locationID: Number(center.locationID),
        firstName: values.firstName,
        lastName: values.lastName,
        dob: `${values.year}-${values.month}-${values.day}`,
        donorType: values.donorType as (typeof donorTypes)[number],
        primaryEmail: values.email,
        confirmEmail: values.confirmEmail,
        primaryPhoneNumber: { countryCode: values.countryCode, phoneNumber: values.phone },
        subject,
        description,
        gReCaptchaResponse: captcha,
        screenshots: await Promise.all(files.map(encodeScreenshot)),
      };
      const reply = await submitDonorCare(body, { token: null, language: i18n.language === 'es' ? 'es' : 'en' });
      setValues(empty);
      setCenter({ state: null, city: null, locationID: null });
      setFiles([]);
      captchaRef.current?.reset();
      showMessage({ kind: 'success', message: reply.message });
    } catch (error) {
      showMessage({ kind: 'danger', message: submitFailureMessage(error, t('thirdPartyError')) });
      captchaRef.current?.reset();
    } finally {
      stopLoading();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <Stack>
        <TextInput
          type="date"
          label={t('fields.date')}
          withAsterisk
          max={todayIso()}
          value={values.date}
          onChange={(e) => set('date', e.currentTarget.value)}
          error={errors.date}
        />
        <CenterPicker value={center} onChange={setCenter} errors={errors} />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            label={t('fields.firstName')}
            withAsterisk
            value={values.firstName}
            onChange={(e) => set('firstName', e.currentTarget.value)}
            error={errors.firstName}
            autoComplete="given-name"
          />
          <TextInput
            label={t('fields.lastName')}
            withAsterisk
            value={values.lastName}
            onChange={(e) => set('lastName', e.currentTarget.value)}
            error={errors.lastName}
            autoComplete="family-name"
          />
        </SimpleGrid>
        <fieldset>
          <legend>{t('fields.birthDate')}</legend>
          <SimpleGrid cols={3}>
            <Select
              label={t('fields.birthYear')}
              withAsterisk
              data={years}
              value={values.year}
              onChange={(v) => set('year', v)}
              error={errors.year}
              searchable
            />
            <Select
              label={t('fields.birthMonth')}
              withAsterisk
              data={months}
              value={values.month}
              onChange={(v) => set('month', v)}
              error={errors.month}
            />
            <Select
              label={t('fields.birthDay')}
              withAsterisk
              data={days}
              value={values.day}
              onChange={(v) => set('day', v)}
              error={errors.day}
            />
          </SimpleGrid>
        </fieldset>
        <Select
          label={t('fields.donorType')}
          withAsterisk
          data={donorTypes.map((type) => ({ value: type, label: t(`donorTypes.${type}`) }))}
          value={values.donorType}
          onChange={(v) => set('donorType', v)}
          error={errors.donorType}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput
            type="email"
            label={t('fields.emailAddress')}
            withAsterisk
            value={values.email}
            onChange={(e) => set('email', e.currentTarget.value)}
            error={errors.email}
            autoComplete="email"
          />
          <TextInput
            type="email"
            label={t('fields.confirmEmail')}
            withAsterisk
            value={values.confirmEmail}
            onChange={(e) => set('confirmEmail', e.currentTarget.value)}
            error={errors.confirmEmail}
          />
        </SimpleGrid>
        <Group align="flex-start" grow>
          <Select
            label={t('fields.countryCode')}
            data={[
              { value: '1', label: t('countries.us') },
              { value: '52', label: t('countries.mx') },
            ]}
            value={values.countryCode}
            onChange={(v) => set('countryCode', v === '52' ? '52' : '1')}
            allowDeselect={false}
          />
          <TextInput
            label={t('fields.phoneNumber')}
            withAsterisk
            inputMode="numeric"
            value={values.phone}
            onChange={(e) => set('phone', digitsOnly(e.currentTarget.value).slice(0, 11))}
            error={errors.phone}
            autoComplete="tel-national"
          />
        </Group>
        <Textarea
          label={t('fields.comment')}
          description={t('fields.commentHelp', { max: VISITOR_COMMENT_MAX_LENGTH })}
          withAsterisk
          autosize
          minRows={5}
          maxLength={VISITOR_COMMENT_MAX_LENGTH}
          value={values.comment}
          onChange={(e) => set('comment', e.currentTarget.value)}
          error={errors.comment}
        />
        <FileInput
          label={t('fields.screenshots')}
          description={t('fields.screenshotsHelp', { kilobytes: DONOR_CARE_SCREENSHOT_MAX_BYTES / 1024 })}
          multiple
          clearable
          accept="image/png,image/jpeg,image/webp"
          value={files}
          onChange={setFiles}
          error={errors.screenshots}
        />
        <Captcha ref={captchaRef} onChange={setCaptcha} />
        <Group>
          <Button type="submit" disabled={!captcha}>
            {t('submit')}
          </Button>
        </Group>
        <Text size="xs">{t('requiredNote')}</Text>
      </Stack>
    </form>
  );
}
