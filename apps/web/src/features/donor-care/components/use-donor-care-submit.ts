import type {
  donorCareDonorSubmissionSchema,
  DonorCareSubmissionReply,
  donorCareVisitorSubmissionSchema,
} from '@portal/contract/services/donor-care/submission';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CaptchaHandle } from '../../../components/captcha/captcha';
import { useContractForm, type ContractFormInput } from '../../../components/contract-form/use-contract-form';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { currentLanguage } from '../../../lib/i18n';
import { submitDonorCare } from '../api/submit-donor-care';
import { submitFailureMessage } from './submit-failure';

type SubmissionSchema = typeof donorCareDonorSubmissionSchema | typeof donorCareVisitorSubmissionSchema;

interface DonorCareSubmitInput<Values, Schema extends SubmissionSchema> extends ContractFormInput<Values, Schema> {
  /** The bearer token: the signed-in variant with it, the visitor's without. */
  token: string | null;
  /** The checked body made ready to send (the visitor's screenshots are encoded only then). */
  complete?: (body: z.input<Schema>, values: Values) => Promise<z.input<Schema>>;
  onSent?: (reply: DonorCareSubmissionReply) => void;
}

/**
 * Spec 2.17 submit of both donor-care forms: the contract-checked form, the loading modal while it is
 * sent, then the server's message. Success empties the form; either answer spends the captcha, so its
 * widget fetches a new challenge. A failure shows the server's message or 'Trd party auth error' (spec 8).
 */
export function useDonorCareSubmit<Values extends Record<string, unknown>, Schema extends SubmissionSchema>({
  token,
  complete,
  onSent,
  ...input
}: DonorCareSubmitInput<Values, Schema>) {
  const { t, i18n } = useTranslation('donor-care');
  const { showMessage, showLoading } = useMessageModal();
  const captchaRef = useRef<CaptchaHandle>(null);
  const { form, errorOf } = useContractForm(input);
  const send = useMutation({
    mutationFn: async ({ body, values }: { body: z.input<Schema>; values: Values }) =>
      submitDonorCare(complete ? await complete(body, values) : body, { token, language: currentLanguage(i18n) }),
    onMutate: () => showLoading(),
    onSuccess: (reply) => {
      form.reset();
      captchaRef.current?.reset();
      showMessage({ kind: 'success', message: reply.message });
      onSent?.(reply);
    },
    onError: (error) => {
      showMessage({ kind: 'danger', message: submitFailureMessage(error, t('thirdPartyError')) });
      captchaRef.current?.reset();
    },
    onSettled: (_reply, _error, _variables, stopLoading) => stopLoading?.(),
  });
  const submit = form.onSubmit((body) => send.mutate({ body, values: form.getValues() }));
  return { form, errorOf, submit, captchaRef };
}
