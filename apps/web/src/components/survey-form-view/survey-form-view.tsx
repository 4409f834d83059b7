import { Button, Checkbox, Group, Modal, Radio, Stack, Text, Textarea, type ModalProps } from '@mantine/core';
import { FEEDBACK_TEXT_MAX_LENGTH } from '@portal/contract/constants';
import type { Language } from '@portal/contract/languages';
import type { SurveyQuestion } from '@portal/contract/services/donation-history/get-after-donation-feedback-options';
import type { Bilingual } from '@portal/contract';
import { useReducer, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { surveyAnswersReducer, type SurveyAnswers } from './survey-answers';

/** The after-donation survey as the donor answers it: texts in both languages, questions by index. */
export interface SurveyContent {
  title: Bilingual;
  additionalInformation: Bilingual;
  additionalFeedback: Bilingual;
  options: SurveyQuestion[];
}

/**
 * Spec 2.11's survey window: required questions starred, additional feedback optional. Shows a survey it is given and
 * hands the answers to `onSend`, so the donor's modal and the console's preview (in the previewed `language`, inside
 * its frame through `modalProps`) are the same component.
 */
export function SurveyFormView({
  survey,
  language,
  onSend,
  onClose,
  sending = false,
  loadError = false,
  modalProps = {},
}: {
  survey: SurveyContent | undefined;
  language: Language;
  onSend: (answers: SurveyAnswers, additional: string) => void;
  onClose: () => void;
  sending?: boolean;
  loadError?: boolean;
  modalProps?: Partial<ModalProps>;
}) {
  const { i18n } = useTranslation('history');
  const t = i18n.getFixedT(language, 'history');
  const [answers, dispatch] = useReducer(surveyAnswersReducer, {});
  const [additional, setAdditional] = useState('');

  return (
    <Modal
      opened
      closeButtonProps={{ 'aria-label': t('survey.cancel') }}
      onClose={onClose}
      title={survey?.title[language] ?? t('survey.loading')}
      size="lg"
      centered
      {...modalProps}
    >
      {loadError ? <Text role="alert">{t('survey.loadError')}</Text> : null}
      {survey ? (
        <Stack>
          <Text>{survey.additionalInformation[language]}</Text>
          {survey.options.map((question) =>
            question.multiple ? (
              <Checkbox.Group
                key={question.index}
                label={question.title[language]}
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
                    <Checkbox key={answer.order} value={String(answer.order)} label={answer.text[language]} />
                  ))}
                </Stack>
              </Checkbox.Group>
            ) : (
              <Radio.Group
                key={question.index}
                label={question.title[language]}
                withAsterisk
                value={answers[String(question.index)] === undefined ? null : String(answers[String(question.index)])}
                onChange={(value) => dispatch({ type: 'single', question: question.index, order: Number(value) })}
              >
                <Stack gap="xs" mt="xs">
                  {question.answers.map((answer) => (
                    <Radio key={answer.order} value={String(answer.order)} label={answer.text[language]} />
                  ))}
                </Stack>
              </Radio.Group>
            ),
          )}
          <Textarea
            label={survey.additionalFeedback[language]}
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
            <Button onClick={() => onSend(answers, additional)} loading={sending}>
              {t('survey.submit')}
            </Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
