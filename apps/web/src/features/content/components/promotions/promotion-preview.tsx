import type { PromotionFields } from '@portal/contract/entities/content';
import type { Promotion } from '@portal/contract/entities/marketing';
import type { Language } from '@portal/contract/languages';
import { newsBodyIn } from '@portal/contract/rules/news-body';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { PromotionArticleModal } from '../../../../components/promotion/promotion-article-modal';
import { SurveyForm } from '../../../../components/promotion/survey-form';
import { PreviewFrame } from '../../../../components/content-editor/preview-frame';

/** The draft as `marketing/getSinglePromotion` would serve it in one language: the donor's modal gets this shape. */
function draftPromotion(fields: PromotionFields, language: Language): Promotion {
  return {
    promotionID: 'preview',
    title: fields.title[language],
    description: fields.description[language],
    type: fields.type,
    plasmaName: fields.plasmaName,
    plasmaAddress: fields.plasmaAddress,
    createDate: new Date().toISOString(),
    rewardStartDate: fields.rewardStartsAt,
    rewardEndDate: fields.rewardEndsAt,
    images: fields.images.filter((url) => url !== '').map((imageURL) => ({ properties: { imageURL } })),
    objective: fields.objective[language],
    rewards: { select: fields.rewardPoints > 0 ? 'points' : 'none', value: fields.rewardPoints },
    surveyQuestions:
      fields.type === 'survey'
        ? {
            questions: fields.questions.map((question) => ({
              questionOrder: question.questionOrder,
              questionText: question.questionText[language],
              properties: { questionType: question.questionType },
              questionAnswers: question.answers.map((answer) => ({ answerOrder: answer.answerOrder, items: answer.items[language] })),
            })),
          }
        : null,
    body: newsBodyIn(fields.blocks, language),
    answered: false,
  };
}

/** The promotion as donors will see it: the real promotion modal of their notifications with the form's draft. */
export function PromotionPreview({ fields }: { fields: PromotionFields }) {
  const { t, i18n } = useTranslation('content');
  return (
    <PreviewFrame
      note={t('promotions.previewNote')}
      testId="promotion-preview"
      render={(language, modalProps, onClose) => {
        const promotion = draftPromotion(fields, language);
        return (
          <PromotionArticleModal promotion={promotion} language={language} onClose={onClose} modalProps={modalProps}>
            {promotion.surveyQuestions ? (
              // The donor's own survey form with the draft's questions; sending it only closes the preview.
              <SurveyForm
                questions={promotion.surveyQuestions.questions}
                language={language}
                submitting={false}
                onSubmit={onClose}
                onIncomplete={() => undefined}
                onCancel={onClose}
              />
            ) : (
              <Anchor component="button" type="button" onClick={onClose}>
                {i18n.getFixedT(language, 'messages')('close')}
              </Anchor>
            )}
          </PromotionArticleModal>
        );
      }}
    />
  );
}
