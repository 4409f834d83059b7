import type { donorCareDonorSubmissionSchema, donorCareVisitorSubmissionSchema } from '@portal/contract/services/donor-care/submission';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { CaptchaHandle } from '../../../components/captcha/captcha';
import { useContractForm, type ContractFormInput } from '../../../components/contract-form/use-contract-form';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { useSubmitDonorCare } from '../api/submission';
import { submitFailureMessage } from './submit-failure';

type SubmissionSchema = typeof donorCareDonorSubmissionSchema | typeof donorCareVisitorSubmissionSchema;

interface DonorCareSubmitInput<Values, Schema extends SubmissionSchema> extends ContractFormInput<Values, Schema> {
  /** The visitor's variant, sent without a token; the signed-in one carries the session's. */
  asVisitor?: boolean;
  /** The checked body made ready to send (the visitor's screenshots are encoded only then). */
  complete?: (body: z.input<Schema>, values: Values) => Promise<z.input<Schema>>;
}

/**
 * Spec 2.17 submit of both donor-care forms: the contract-checked form, the loading modal while it is
 * sent, then the server's message. Success empties the form; either answer spends the captcha, so its
 * widget fetches a new challenge. A failure shows the server's message or 'Trd party auth error' (spec 8).
 */
export function useDonorCareSubmit<Values extends Record<string, unknown>, Schema extends SubmissionSchema>({
  asVisitor = false,
  complete,
  ...input
}: DonorCareSubmitInput<Values, Schema>) {
  const { t } = useTranslation('donor-care');
  const { showMessage, showLoading } = useMessageModal();
  const captchaRef = useRef<CaptchaHandle>(null);
  const { form, errorOf } = useContractForm(input);
  const send = useSubmitDonorCare({
    asVisitor,
    prepare: complete && ((body) => complete(body as z.input<Schema>, form.getValues())),
    onMutate: () => showLoading(),
    onSuccess: (reply) => {
      form.reset();
      captchaRef.current?.reset();
      showMessage({ kind: 'success', message: `${reply.message} ${t('caseNumber', { number: reply.caseNumber })}` });
    },
    onError: (error) => {
      showMessage({ kind: 'danger', message: submitFailureMessage(error, t('thirdPartyError')) });
      captchaRef.current?.reset();
    },
    onSettled: (_reply, _error, _variables, stopLoading) => stopLoading?.(),
  });
  const submit = form.onSubmit((body) => send.mutate(body));
  return { form, errorOf, submit, captchaRef };
}
