import type { Visit } from '@portal/contract/entities/visit';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { brand } from '../../../config/brand';
import { currentLanguage } from '../../../lib/i18n';
import { useFeedbackOptions } from '../api/get-after-donation-feedback-options';
import { useSubmitFeedback } from '../api/submit-after-donation-feedback';
import { allAnswered, type SurveyAnswers } from '../../../components/survey-form-view/survey-answers';
import { SurveyFormView } from '../../../components/survey-form-view/survey-form-view';
import type { OpenedWheel } from './wheel-modal';

interface SurveyModalProps {
  visit: Visit;
  onClose: () => void;
  /** Called with the wheel id when the reply opens the after-donation wheel. */
  onWheel: (wheel: OpenedWheel) => void;
}

/** Spec 2.11: the in-app survey of a visit, fetched and sent; additional feedback sent as null when empty. */
export function SurveyModal({ visit, onClose, onWheel }: SurveyModalProps) {
  const { t, i18n } = useTranslation('history');
  const lang = currentLanguage(i18n);
  const options = useFeedbackOptions();
  const submit = useSubmitFeedback();
  const { showMessage } = useMessageModal();
  const survey = options.data;

  const send = (answers: SurveyAnswers, additional: string) => {
    if (!survey) return;
    if (!allAnswered(survey.options, answers)) {
      showMessage({ kind: 'warning', message: survey.emptyFieldsError[lang] });
      return;
    }
    submit.mutate(
      {
        visitID: visit.visitID,
        visitNumber: visit.visitNumber,
        locationID: visit.locationID,
        feedbackId: survey.feedbackId,
        feedbackAnswers: answers,
        feedbackOptions: survey.options.map((o) => o.index),
        lang,
        additionalFeedback: additional.trim() === '' ? null : additional.trim(),
      },
      {
        onSuccess: (reply) => {
          onClose();
          const wheelId = reply.afterdonationwheel;
          const segments = reply.wheelSegments;
          // The wheel follows the thank-you message, not on top of it.
          showMessage({
            kind: 'success',
            message: reply.message || t('survey.submitted'),
            ...(wheelId ? { onClose: () => onWheel({ id: wheelId, segments }) } : {}),
          });
        },
        onError: () => {
          onClose();
          showMessage({ kind: 'danger', message: t('survey.unavailable', { brand: brand.name }) });
        },
      },
    );
  };

  return (
    <SurveyFormView
      survey={survey}
      language={lang}
      onSend={send}
      onClose={onClose}
      sending={submit.isPending}
      loadError={options.isError}
    />
  );
}
