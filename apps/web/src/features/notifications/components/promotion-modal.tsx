import { Anchor, Text } from '@mantine/core';
import type { SurveySubmission } from '@portal/contract/rules/survey-answers';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { useCloseOnError } from '../../../components/message-modal/use-close-on-error';
import { PromotionArticleModal } from '../../../components/promotion/promotion-article-modal';
import { currentLanguage } from '../../../lib/i18n';
import { usePromotion } from '../api/get-single-promotion';
import { useSubmitSurveyAnswer } from '../api/submit-survey-answer';
import { SurveyForm } from '../../../components/promotion/survey-form';

/** Spec 2.7: the news and campaign detail modals, and the survey promotion modal. */
export function PromotionModal({ promotionId, onClose }: { promotionId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage(i18n);
  const { data: promotion, error } = usePromotion(promotionId, language);
  const submit = useSubmitSurveyAnswer();
  const { showMessage } = useMessageModal();

  useCloseOnError(error, onClose);

  const onSubmit = (questions: SurveySubmission) => {
    submit.mutate(
      { promotionID: promotionId, questions },
      {
        onSuccess: (reply) => {
          onClose();
          showMessage({
            kind: 'success',
            message: reply.pointsAwarded > 0 ? t('survey.successPoints', { count: reply.pointsAwarded }) : t('survey.success'),
          });
        },
        onError: (failure) => showMessage({ kind: 'warning', message: failure.message }),
      },
    );
  };

  const survey = promotion?.type === 'survey' ? promotion.surveyQuestions : null;
  return (
    <PromotionArticleModal promotion={promotion} language={language} onClose={onClose}>
      {survey && !promotion?.answered ? (
        <SurveyForm
          questions={survey.questions}
          submitting={submit.isPending}
          onSubmit={onSubmit}
          onIncomplete={() => showMessage({ kind: 'warning', message: tm('answerAllQuestions') })}
          onCancel={onClose}
        />
      ) : (
        <>
          {survey ? <Text fw={700}>{t('promotion.answered')}</Text> : null}
          <Anchor component="button" type="button" onClick={onClose}>
            {tm('close')}
          </Anchor>
        </>
      )}
    </PromotionArticleModal>
  );
}
