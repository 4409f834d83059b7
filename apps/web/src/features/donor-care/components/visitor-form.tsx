import { Button, FileInput, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { FormErrors } from '@mantine/form';
import { DONOR_CARE_SCREENSHOT_MAX_BYTES, VISITOR_COMMENT_MAX_LENGTH, donorTypes } from '@portal/contract/constants';
import { digitsOnly } from '@portal/contract/rules/fields';
import { donorCareVisitorSubmissionSchema, splitComment } from '@portal/contract/services/donor-care/submission';
import { useTranslation } from 'react-i18next';
import { Captcha } from '../../../components/captcha/captcha';
import { CommentField } from './comment-field';
import { CenterPicker, type CenterChoice } from './center-picker';
import { encodeScreenshot, screenshotProblem } from './screenshots';
import { EventDateInput } from './event-date-input';
import { eventDateProblem, eventDay } from './event-date';
import { useDonorCareSubmit } from './use-donor-care-submit';

type VisitorValues = {
  date: string;
  center: CenterChoice;
  firstName: string;
  lastName: string;
  year: string | null;
  month: string | null;
  day: string | null;
  donorType: string | null;
  email: string;
  confirmEmail: string;
  countryCode: '1' | '52';
  phone: string;
  comment: string;
  files: File[];
  captcha: string | null;
};

const initialValues: VisitorValues = {
  date: '',
  center: { state: null, city: null, locationID: null, timeZone: null },
  firstName: '',
  lastName: '',
  year: null,
  month: null,
  day: null,
  donorType: null,
  email: '',
  confirmEmail: '',
  countryCode: '1',
  phone: '',
  comment: '',
  files: [],
  captcha: null,
};

const fieldsOfParams: Partial<Record<string, string>> = {
  eventDate: 'date',
  locationID: 'center.locationID',
  primaryEmail: 'email',
  'primaryPhoneNumber.countryCode': 'phone',
  'primaryPhoneNumber.phoneNumber': 'phone',
  subject: 'comment',
  description: 'comment',
  gReCaptchaResponse: 'captcha',
  screenshots: 'files',
};

const dateParts = ['year', 'month', 'day'] as const;

/** The birth date is one param shown as three selects: its issue goes to the first one left empty. */
function fieldOf(paramPath: string, values: VisitorValues): string {
  if (paramPath === 'dob') return dateParts.find((part) => !values[part]) ?? 'day';
  return fieldsOfParams[paramPath] ?? paramPath;
}

const thisYear = new Date().getFullYear();
const years = Array.from({ length: 90 }, (_, i) => String(thisYear - 16 - i));
const months = Array.from({ length: 12 }, (_, i) => String(i + 1).padStart(2, '0'));
const days = Array.from({ length: 31 }, (_, i) => String(i + 1).padStart(2, '0'));

/** Spec 2.17 and 5, visitor variant: every field 'Required*', comment up to 1000 characters, up to 3 screenshots. */
export function VisitorForm() {
  const { t } = useTranslation('donor-care');
  const { t: tm } = useTranslation('messages');
  const required = tm('requiredStar');

  // The screen's own rules: the selects that are not params, every empty date part, the comment's
  // 'Required*' of this variant, and the chosen files (sent encoded, so the contract sees them last).
  const rules = (values: VisitorValues): FormErrors => {
    const found: FormErrors = {};
    const dateProblem = eventDateProblem(values.date, new Date(), values.center.timeZone, 'requiredStar');
    if (dateProblem) found.date = tm(dateProblem);
    if (!values.center.state) found['center.state'] = required;
    if (!values.center.city) found['center.city'] = required;
    for (const part of dateParts) if (!values[part]) found[part] = required;
    if (!splitComment(values.comment).subject) found.comment = required;
    const problem = screenshotProblem(values.files);
    if (problem) found.files = t(`screenshots.${problem}`, { kilobytes: DONOR_CARE_SCREENSHOT_MAX_BYTES / 1024 });
    return found;
  };

  const { form, errorOf, submit, captchaRef } = useDonorCareSubmit({
    asVisitor: true,
    schema: donorCareVisitorSubmissionSchema,
    initialValues,
    toParams: (values: VisitorValues) => ({
      origin: 'Website',
      isVerified: true,
      isFollowUp: true,
      eventDate: eventDay(values.date),
      locationID: Number(values.center.locationID),
      firstName: values.firstName,
      lastName: values.lastName,
      dob: `${values.year}-${values.month}-${values.day}`,
      donorType: values.donorType ?? undefined,
      primaryEmail: values.email,
      confirmEmail: values.confirmEmail,
      primaryPhoneNumber: { countryCode: values.countryCode, phoneNumber: values.phone },
      ...splitComment(values.comment),
      gReCaptchaResponse: values.captcha ?? '',
    }),
    fieldOf,
    rules,
    complete: async (body, values) => ({ ...body, screenshots: await Promise.all(values.files.map(encodeScreenshot)) }),
  });

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <EventDateInput {...form.getInputProps('date')} />
        <CenterPicker
          value={form.values.center}
          onChange={(center) => form.setFieldValue('center', center)}
          errors={{ state: errorOf('center.state'), city: errorOf('center.city'), locationID: errorOf('center.locationID') }}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput label={t('fields.firstName')} withAsterisk autoComplete="given-name" {...form.getInputProps('firstName')} />
          <TextInput label={t('fields.lastName')} withAsterisk autoComplete="family-name" {...form.getInputProps('lastName')} />
        </SimpleGrid>
        <fieldset>
          <legend>{t('fields.birthDate')}</legend>
          <SimpleGrid cols={3}>
            <Select label={t('fields.birthYear')} withAsterisk data={years} searchable {...form.getInputProps('year')} />
            <Select label={t('fields.birthMonth')} withAsterisk data={months} {...form.getInputProps('month')} />
            <Select label={t('fields.birthDay')} withAsterisk data={days} {...form.getInputProps('day')} />
          </SimpleGrid>
        </fieldset>
        <Select
          label={t('fields.donorType')}
          withAsterisk
          data={donorTypes.map((type) => ({ value: type, label: t(`donorTypes.${type}`) }))}
          {...form.getInputProps('donorType')}
        />
        <SimpleGrid cols={{ base: 1, sm: 2 }}>
          <TextInput type="email" label={t('fields.emailAddress')} withAsterisk autoComplete="email" {...form.getInputProps('email')} />
          <TextInput type="email" label={t('fields.confirmEmail')} withAsterisk {...form.getInputProps('confirmEmail')} />
        </SimpleGrid>
        <Group align="flex-start" grow>
          <Select
            label={t('fields.countryCode')}
            data={[
              { value: '1', label: t('countries.us') },
              { value: '52', label: t('countries.mx') },
            ]}
            allowDeselect={false}
            value={form.values.countryCode}
            onChange={(code) => form.setFieldValue('countryCode', code === '52' ? '52' : '1')}
          />
          <TextInput
            label={t('fields.phoneNumber')}
            withAsterisk
            inputMode="numeric"
            autoComplete="tel-national"
            {...form.getInputProps('phone')}
            onChange={(event) => form.setFieldValue('phone', digitsOnly(event.currentTarget.value).slice(0, 11))}
          />
        </Group>
        <CommentField max={VISITOR_COMMENT_MAX_LENGTH} {...form.getInputProps('comment')} />
        <FileInput
          label={t('fields.screenshots')}
          description={t('fields.screenshotsHelp', { kilobytes: DONOR_CARE_SCREENSHOT_MAX_BYTES / 1024 })}
          multiple
          clearable
          accept="image/png,image/jpeg,image/webp"
          value={form.values.files}
          onChange={(files) => form.setFieldValue('files', files)}
          error={errorOf('files')}
        />
        <Captcha ref={captchaRef} onChange={(token) => form.setFieldValue('captcha', token)} error={errorOf('captcha')} />
        <Group>
          <Button type="submit" disabled={!form.values.captcha}>
            {t('submit')}
          </Button>
        </Group>
        <Text size="xs">{t('requiredNote')}</Text>
      </Stack>
    </form>
  );
}
