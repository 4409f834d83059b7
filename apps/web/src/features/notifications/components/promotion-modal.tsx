import { Anchor, Badge, Group, Modal, Stack, Text, Title } from '@mantine/core';
import type { SurveySubmission } from '@portal/contract/rules/survey-answers';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dialogAttributes } from '../../../components/message-modal/dialog-attributes';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { PageLoader } from '../../../components/page-loader/page-loader';
import { currentLanguage } from '../../../lib/i18n';
import { usePromotion } from '../api/get-single-promotion';
import { useSubmitSurveyAnswer } from '../api/submit-survey-answer';
import { formatLongDate } from '../../../lib/dates';
import { SurveyForm } from './survey-form';
import classes from './notifications.module.css';

/** Spec 2.7: the news and campaign detail modals, and the survey promotion modal. */
export function PromotionModal({ promotionId, onClose }: { promotionId: string; onClose: () => void }) {
  const { t, i18n } = useTranslation('notifications');
  const { t: tm } = useTranslation('messages');
  const language = currentLanguage(i18n);
  const { data: promotion, error } = usePromotion(promotionId, language);
  const submit = useSubmitSurveyAnswer();
  const { showMessage } = useMessageModal();

  useEffect(() => {
    if (error) {
      showMessage({ kind: 'danger', message: error.message });
      onClose();
    }
  }, [error, onClose, showMessage]);

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
    <Modal
      attributes={dialogAttributes}
      opened
      onClose={onClose}
      size="lg"
      title={promotion?.title ?? t('readMore')}
      closeButtonProps={{ 'aria-label': tm('close') }}
    >
      {promotion ? (
        <Stack gap="sm" data-promotion-type={promotion.type}>
          {promotion.images.map((image, n) => (
            <img
              key={image.properties.imageURL}
              src={image.properties.imageURL}
              alt={t('promotion.imageAlt', { title: promotion.title, n: n + 1 })}
              className={classes.cover}
            />
          ))}
          <Text>{promotion.description}</Text>
          {promotion.objective ? (
            <div>
              <Title order={3} size="h5">
                {t('promotion.objective')}
              </Title>
              <Text>{promotion.objective}</Text>
            </div>
          ) : null}
          {promotion.rewards.value > 0 ? (
            <Group gap="xs">
              <Text fw={700}>{t('promotion.rewards')}:</Text>
              <Badge variant="filled" color="brand" size="lg" data-testid="promotion-reward">
                {t('promotion.points', { count: promotion.rewards.value })}
              </Badge>
              {promotion.rewardStartDate && promotion.rewardEndDate ? (
                <Text size="sm" c="gray.7">
                  {t('promotion.period', {
                    start: formatLongDate(promotion.rewardStartDate, language),
                    end: formatLongDate(promotion.rewardEndDate, language),
                  })}
                </Text>
              ) : null}
            </Group>
          ) : null}
          <Text size="sm" c="gray.7">
            {t('promotion.center')}: {promotion.plasmaName}, {promotion.plasmaAddress}
          </Text>
          {survey && !promotion.answered ? (
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
        </Stack>
      ) : (
        <PageLoader />
      )}
    </Modal>
  );
}
