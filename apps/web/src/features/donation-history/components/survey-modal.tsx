import { Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea } from '@mantine/core';
import { FEEDBACK_TEXT_MAX_LENGTH } from '@portal/contract/constants';
import type { Visit } from '@portal/contract/entities/visit';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useMessageModal } from '../../../components/message-modal/message-modal-context';
import { brand } from '../../../config/brand';
import { currentLanguage } from '../../../lib/i18n';
import { useFeedbackOptions } from '../api/get-after-donation-feedback-options';
import { useSubmitFeedback } from '../api/submit-after-donation-feedback';
import { allAnswered, surveyAnswersReducer } from './survey-answers';
import type { OpenedWheel } from './wheel-modal';

interface SurveyModalProps {
  visit: Visit;
  onClose: () => void;
  /** Called with the wheel id when the reply opens the after-donation wheel. */
  onWheel: (wheel: OpenedWheel) => void;
}

/** Spec 2.11: the in-app survey; required questions starred, additional feedback optional (sent as null when empty). */
export function SurveyModal({ visit, onClose, onWheel }: SurveyModalProps) {
  const { t, i18n } = useTranslation('history');
  const lang = currentLanguage(i18n);
  const options = useFeedbackOptions();
  const submit = useSubmitFeedback();
  const { showMessage } = useMessageModal();
  const [answers, dispatch] = useReducer(surveyAnswersReducer, {});
  const [additional, setAdditional] = useState('');
  const survey = options.data;

  const send = () => {
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
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('survey.cancel') }}
      onClose={onClose}
      title={survey?.title[lang] ?? t('survey.loading')}
      size="lg"
      centered
    >
      {options.isError ? <Text role="alert">{t('survey.loadError')}</Text> : null}
      {survey ? (
        <Stack>
          <Text>{survey.additionalInformation[lang]}</Text>
          {survey.options.map((question) =>
            question.multiple ? (
              <Checkbox.Group
                key={question.index}
                label={question.title[lang]}
                withAsterisk
                value={((answers[String(question.index)] as number[] | undefined) ?? []).map(String)}
                onChange={(next) => {
                  const current = ((answers[String(question.index)] as number[] | undefined) ?? []).map(String);
                  const toggled = [...next.filter((v) => !current.includes(v)), ...current.filter((v) => !next.includes(v))];
                  for (const order of toggled) dispatch({ type: 'multiple', question: question.index, order: Number(order) });
                }}
              >
                <Stack gap="xs" mt="xs">
                  {question.answers.map((answer) => (
                    <Checkbox key={answer.order} value={String(answer.order)} label={answer.text[lang]} />
                  ))}
                </Stack>
              </Checkbox.Group>
            ) : (
              <Radio.Group
                key={question.index}
                label={question.title[lang]}
                withAsterisk
                value={answers[String(question.index)] === undefined ? null : String(answers[String(question.index)])}
                onChange={(value) => dispatch({ type: 'single', question: question.index, order: Number(value) })}
              >
                <Stack gap="xs" mt="xs">
                  {question.answers.map((answer) => (
                    <Radio key={answer.order} value={String(answer.order)} label={answer.text[lang]} />
                  ))}
                </Stack>
              </Radio.Group>
            ),
          )}
          <Textarea
            label={survey.additionalFeedback[lang]}
            value={additional}
            onChange={(e) => setAdditional(e.currentTarget.value)}
            maxLength={FEEDBACK_TEXT_MAX_LENGTH}
            autosize
            minRows={3}
          />
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose}>
              {t('survey.cancel')}
            </Button>
            <Button onClick={send} loading={submit.isPending}>
              {t('survey.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
