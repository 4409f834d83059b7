import { Button, Checkbox, Group, Select, Stack, Text } from '@mantine/core';
import { COMMENT_MAX_LENGTH } from '@portal/contract/constants';
import { donorCareDonorSubmissionSchema, splitComment } from '@portal/contract/services/donor-care/submission';
import type { FormErrors } from '@mantine/form';
import type { MessageKey } from '@portal/contract/messages/en';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Captcha } from '../../../components/captcha/captcha';
import { brand } from '../../../config/brand';
import { formatDay } from '../../../lib/dates/dates';
import { currentLanguage } from '../../../lib/i18n';
import { useUser } from '../../../lib/session/session-context';
import { useVisitHistory } from '../../donation-history/api/get-visit-history-second-rev';
import { CommentField } from './comment-field';
import { CenterPicker, type CenterChoice } from './center-picker';
import { EventDateInput } from './event-date-input';
import { eventDateProblem, eventDay } from './event-date';
import { useDonorCareSubmit } from './use-donor-care-submit';

const CUSTOM = 'custom';

type DonorCareValues = {
  /** A visit's ID, `custom` (a date and center instead), or nothing chosen yet. */
  event: string | null;
  date: string;
  center: CenterChoice;
  shareEmail: boolean;
  sharePhone: boolean;
  comment: string;
  captcha: string | null;
};

const initialValues: DonorCareValues = {
  event: null,
  date: '',
  center: { state: null, city: null, locationID: null, timeZone: null },
  shareEmail: true,
  sharePhone: true,
  comment: '',
  captcha: null,
};

const fieldsOfParams: Partial<Record<string, string>> = {
  visitID: 'event',
  eventDate: 'date',
  locationID: 'center.locationID',
  subject: 'comment',
  description: 'comment',
  gReCaptchaResponse: 'captcha',
};

/**
 * A custom event also needs its state and city, which are not params (only the center is sent), and a date
 * the donor can have lived: typed as every date of the portal, not after today at the chosen center.
 */
function customEventRules(values: DonorCareValues, translate: (key: MessageKey) => string): FormErrors {
  if (values.event !== CUSTOM) return {};
  const dateProblem = eventDateProblem(values.date, new Date(), values.center.timeZone);
  return {
    ...(dateProblem ? { date: translate(dateProblem) } : {}),
    ...(values.center.state ? {} : { 'center.state': translate('requiredStar') }),
    ...(values.center.city ? {} : { 'center.city': translate('requiredStar') }),
  };
}

/** Spec 2.17 signed in: an event (a recent visit or a custom date and center), contact choices, comment, captcha. */
export function DonorCareForm() {
  const { t, i18n } = useTranslation('donor-care');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage(i18n);
  const user = useUser();
  const visits = useVisitHistory();
  // "Report a problem with this payment" (issue 34): the visit chosen and the payment named in the comment.
  const [search] = useSearchParams();
  const reportedVisit = search.get('visit');
  const { form, errorOf, submit, captchaRef } = useDonorCareSubmit({
    schema: donorCareDonorSubmissionSchema,
    initialValues: reportedVisit
      ? {
          ...initialValues,
          event: reportedVisit,
          comment: t('paymentProblem', { amount: search.get('amount') ?? '', date: search.get('paid') ?? '' }),
        }
      : initialValues,
    toParams: (values: DonorCareValues) => ({
      origin: 'Website',
      isVerified: true,
      isFollowUp: true,
      ...(values.event === CUSTOM
        ? { eventDate: eventDay(values.date), locationID: Number(values.center.locationID) }
        : values.event
          ? { visitID: values.event }
          : {}),
      shareEmail: Boolean(user.primaryEmail) && values.shareEmail,
      sharePhone: Boolean(user.primaryPhoneNumber) && values.sharePhone,
      ...splitComment(values.comment),
      gReCaptchaResponse: values.captcha ?? '',
    }),
    fieldOf: (paramPath) => fieldsOfParams[paramPath] ?? paramPath,
    rules: (values) => customEventRules(values, (key) => tm(key)),
  });
  const { event, comment, captcha } = form.values;

  const eventOptions = [
    ...(visits.data?.last20Visits ?? []).map((v) => ({
      value: v.visitID,
      label: `${formatDay(v.visitDate, language)} · ${v.locationName}`,
    })),
    { value: CUSTOM, label: t('fields.customEvent') },
  ];

  return (
    <form noValidate onSubmit={submit}>
      <Stack>
        <Select
          label={t('fields.event')}
          withAsterisk
          data={eventOptions}
          placeholder={t('fields.eventPlaceholder')}
          {...form.getInputProps('event')}
        />
        {event === CUSTOM ? (
          <>
            <EventDateInput {...form.getInputProps('date')} />
            <CenterPicker
              value={form.values.center}
              onChange={(center) => form.setFieldValue('center', center)}
              errors={{ state: errorOf('center.state'), city: errorOf('center.city'), locationID: errorOf('center.locationID') }}
            />
          </>
        ) : null}
        {user.primaryEmail || user.primaryPhoneNumber ? (
          <Stack gap="xs">
            <Text fw={600}>{t('fields.contactBy')}</Text>
            {user.primaryEmail ? (
              <Checkbox
                label={t('fields.email', { email: user.primaryEmail })}
                {...form.getInputProps('shareEmail', { type: 'checkbox' })}
              />
            ) : null}
            {user.primaryPhoneNumber ? (
              <Checkbox
                label={t('fields.phone', { phone: user.primaryPhoneNumber.phoneNumber })}
                {...form.getInputProps('sharePhone', { type: 'checkbox' })}
              />
            ) : null}
          </Stack>
        ) : null}
        <CommentField max={COMMENT_MAX_LENGTH} {...form.getInputProps('comment')} />
        <Text size="sm" aria-live="polite">
          {t('fields.remaining', { count: COMMENT_MAX_LENGTH - comment.length })}
        </Text>
        <Captcha ref={captchaRef} onChange={(token) => form.setFieldValue('captcha', token)} error={errorOf('captcha')} />
        <Group>
          <Button type="submit" disabled={!captcha}>
            {t('submit')}
          </Button>
        </Group>
        <Text size="xs">{t('privacy', { brand: brand.name })}</Text>
      </Stack>
    </form>
  );
}
