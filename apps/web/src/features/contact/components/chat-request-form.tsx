import { Button, Stack, Textarea } from '@mantine/core';
import { COMMENT_MAX_LENGTH } from '@portal/contract/constants';
import {
  DONOR_CARE_SUBMISSION_URL,
  splitComment,
  type DonorCareDonorSubmission,
  type DonorCareSubmissionReply,
} from '@portal/contract/services/donor-care/submission';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Captcha, type CaptchaHandle } from '../../../components/captcha/captcha';
import { isGatewayError } from '../../../lib/gateway';
import { postJson, type RestOptions } from '../../../lib/rest';

interface ChatRequestFormProps {
  chatlogID: string;
  rest: RestOptions;
  onSent: (message: string) => void;
}

/** 'Yes' to more help: a short request that becomes a donor-care submission about this chat (which then ends). */
export function ChatRequestForm({ chatlogID, rest, onSent }: ChatRequestFormProps) {
  const { t } = useTranslation('contact');
  const [comment, setComment] = useState('');
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const captchaRef = useRef<CaptchaHandle>(null);

  const send = async () => {
    const { subject, description } = splitComment(comment);
    if (!subject) {
      setError(t('chat.commentRequired'));
      return;
    }
    if (!captcha) return;
    setSending(true);
    const body: DonorCareDonorSubmission = {
      origin: 'Website',
      isVerified: true,
      isFollowUp: true,
      chatlogID,
      shareEmail: true,
      sharePhone: true,
      subject,
      description,
      gReCaptchaResponse: captcha,
    };
    try {
      const reply = await postJson<DonorCareSubmissionReply>(DONOR_CARE_SUBMISSION_URL, body, rest);
      onSent(reply.message);
    } catch (failure) {
      setError(isGatewayError(failure) ? failure.message : t('chat.sendError'));
      captchaRef.current?.reset();
    } finally {
      setSending(false);
    }
  };

  return (
    <Stack gap="xs">
      <Textarea
        label={t('chat.requestLabel')}
        value={comment}
        onChange={(e) => setComment(e.currentTarget.value)}
        maxLength={COMMENT_MAX_LENGTH}
        autosize
        minRows={3}
        error={error}
        withAsterisk
      />
      <Captcha ref={captchaRef} onChange={setCaptcha} />
      <Button onClick={() => void send()} disabled={!captcha} loading={sending}>
        {t('chat.sendRequest')}
      </Button>
    </Stack>
  );
}
