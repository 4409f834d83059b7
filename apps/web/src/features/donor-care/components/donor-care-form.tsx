import { Button, Checkbox, Group, Select, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { COMMENT_MAX_LENGTH } from '@portal/contract/constants';
import { splitComment, type DonorCareDonorSubmission } from '@portal/contract/services/donor-care/submission';
import { useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Captcha, type CaptchaHandle } from '../../../components/captcha/captcha';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { brand } from '../../../config/brand';
import { useSession, useUser } from '../../../lib/session-context';
import { useRecentVisits } from '../api/get-recent-visits';
import { submissionsQueryOptions } from '../api/get-submissions';
import { submitDonorCare } from '../api/submit-donor-care';
import { CenterPicker, type CenterChoice } from './center-picker';
import { submitFailureMessage } from './submit-failure';
import { todayIso } from './today';

const CUSTOM = 'custom';
const noCenter: CenterChoice = { state: null, city: null, locationID: null };

type Errors = Partial<Record<'event' | 'date' | 'state' | 'city' | 'locationID' | 'comment', string>>;

/** Spec 2.17 signed in: an event (a recent visit or a custom date and center), contact choices, comment, captcha. */
export function DonorCareForm() {
  const { t, i18n } = useTranslation('donor-care');
  const { t: tm } = useTranslation('messages');
  const user = useUser();
  const session = useSession();
  const visits = useRecentVisits();
  const queryClient = useQueryClient();
  const { showMessage, showLoading } = useMessageModal();
  const captchaRef = useRef<CaptchaHandle>(null);
  const [event, setEvent] = useState<string | null>(null);
  const [date, setDate] = useState('');
  const [center, setCenter] = useState<CenterChoice>(noCenter);
  const [shareEmail, setShareEmail] = useState(true);
  const [sharePhone, setSharePhone] = useState(true);
  const [comment, setComment] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [errors, setErrors] = useState<Errors>({});

  const eventOptions = [
    ...(visits.data?.last20Visits ?? []).map((v) => ({ value: v.visitID, label: `${v.visitDate} · ${v.locationName}` })),
    { value: CUSTOM, label: t('fields.customEvent') },
  ];

  const validate = (): Errors => {
    const found: Errors = {};
    if (!event) found.event = tm('donorCareEventRequired');
    if (event === CUSTOM) {
      if (!date) found.date = tm('donorCareDateRequired');
      if (!center.state) found.state = tm('requiredStar');
      if (!center.city) found.city = tm('requiredStar');
      if (!center.locationID) found.locationID = tm('donorCareCenterRequired');
    }
    if (!splitComment(comment).subject) found.comment = tm('donorCareCommentRequired');
    return found;
  };

  const reset = () => {
    setEvent(null);
    setDate('');
    setCenter(noCenter);
    setShareEmail(true);
    setSharePhone(true);
    setComment('');
    setErrors({});
    captchaRef.current?.reset();
  };

  const submit = async () => {
    const found = validate();
    setErrors(found);
    if (Object.keys(found).length > 0 || !captcha || !event) return;
    const { subject, description } = splitComment(comment);
    const body: DonorCareDonorSubmission = {
      origin: 'Website',
      isVerified: true,
      isFollowUp: true,
      ...(event === CUSTOM ? { eventDate: date, locationID: Number(center.locationID) } : { visitID: event }),
      shareEmail: Boolean(user.primaryEmail) && shareEmail,
      sharePhone: Boolean(user.primaryPhoneNumber) && sharePhone,
      subject,
      description,
      gReCaptchaResponse: captcha,
    };
    const stopLoading = showLoading();
    try {
      const reply = await submitDonorCare(body, { token: session?.token ?? null, language: i18n.language === 'es' ? 'es' : 'en' });
      reset();
      showMessage({ kind: 'success', message: reply.message });
      void queryClient.invalidateQueries({ queryKey: submissionsQueryOptions.queryKey });
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
        <Select
          label={t('fields.event')}
          withAsterisk
          data={eventOptions}
          value={event}
          onChange={setEvent}
          error={errors.event}
          placeholder={t('fields.eventPlaceholder')}
        />
        {event === CUSTOM ? (
          <>
            <TextInput
              type="date"
              label={t('fields.date')}
              withAsterisk
              max={todayIso()}
              value={date}
              onChange={(e) => setDate(e.currentTarget.value)}
              error={errors.date}
            />
            <CenterPicker value={center} onChange={setCenter} errors={errors} />
          </>
        ) : null}
        {user.primaryEmail || user.primaryPhoneNumber ? (
          <Stack gap="xs">
            <Text fw={600}>{t('fields.contactBy')}</Text>
            {user.primaryEmail ? (
              <Checkbox
                label={t('fields.email', { email: user.primaryEmail })}
                checked={shareEmail}
                onChange={(e) => setShareEmail(e.currentTarget.checked)}
              />
            ) : null}
            {user.primaryPhoneNumber ? (
              <Checkbox
                label={t('fields.phone', { phone: user.primaryPhoneNumber.phoneNumber })}
                checked={sharePhone}
                onChange={(e) => setSharePhone(e.currentTarget.checked)}
              />
            ) : null}
          </Stack>
        ) : null}
        <Textarea
          label={t('fields.comment')}
          description={t('fields.commentHelp', { max: COMMENT_MAX_LENGTH })}
          withAsterisk
          autosize
          minRows={5}
          maxLength={COMMENT_MAX_LENGTH}
          value={comment}
          onChange={(e) => setComment(e.currentTarget.value)}
          error={errors.comment}
        />
        <Text size="sm" aria-live="polite">
          {t('fields.remaining', { count: COMMENT_MAX_LENGTH - comment.length })}
        </Text>
        <Captcha ref={captchaRef} onChange={setCaptcha} />
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
