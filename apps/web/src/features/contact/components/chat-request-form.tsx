import { Button, Stack, Textarea } from '@mantine/core';
import { COMMENT_MAX_LENGTH } from '@portal/contract/constants';
import { donorCareDonorSubmissionSchema, splitComment } from '@portal/contract/services/donor-care/submission';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Captcha, type CaptchaHandle } from '../../../components/captcha/captcha';
import { useContractForm } from '../../../components/contract-form/use-contract-form';
import { isGatewayError } from '../../../lib/gateway';
import { useSubmitDonorCare } from '../../donor-care/api/submission';

interface ChatRequestFormProps {
  chatlogID: string;
  onSent: (message: string) => void;
}

type ChatRequestValues = { comment: string; captcha: string | null };

const initialValues: ChatRequestValues = { comment: '', captcha: null };

/** The comment's subject and description, and the captcha, are the only params the donor fills in. */
function fieldOf(paramPath: string): string {
  if (paramPath === 'subject' || paramPath === 'description') return 'comment';
  return paramPath === 'gReCaptchaResponse' ? 'captcha' : paramPath;
}

/** 'Yes' to more help: a short request that becomes a donor-care submission about this chat (which then ends). */
export function ChatRequestForm({ chatlogID, onSent }: ChatRequestFormProps) {
  const { t } = useTranslation('contact');
  const captchaRef = useRef<CaptchaHandle>(null);
  const { form, errorOf } = useContractForm({
    schema: donorCareDonorSubmissionSchema,
    initialValues,
    toParams: (values: ChatRequestValues) => ({
      origin: 'Website',
      isVerified: true,
      isFollowUp: true,
      chatlogID,
      shareEmail: true,
      sharePhone: true,
      ...splitComment(values.comment),
      gReCaptchaResponse: values.captcha ?? '',
    }),
    fieldOf,
  });

  const send = useSubmitDonorCare({
    onSuccess: (reply) => onSent(reply.message),
    onError: (failure) => {
      form.setFieldError('comment', isGatewayError(failure) ? failure.message : t('chat.sendError'));
      captchaRef.current?.reset();
    },
  });
  const submit = form.onSubmit((body) => send.mutate(body));

  return (
    <Stack gap="xs">
      <Textarea
        label={t('chat.requestLabel')}
        maxLength={COMMENT_MAX_LENGTH}
        autosize
        minRows={3}
        withAsterisk
        {...form.getInputProps('comment')}
      />
      <Captcha ref={captchaRef} onChange={(token) => form.setFieldValue('captcha', token)} error={errorOf('captcha')} />
      <Button onClick={() => submit()} disabled={!form.values.captcha} loading={send.isPending}>
        {t('chat.sendRequest')}
      </Button>
    </Stack>
  );
}
