import { Button, Checkbox, Group, Radio, Stack, Text, Textarea } from '@mantine/core';
import type { SurveyQuestion } from '@portal/contract/entities/marketing';
import type { Language } from '@portal/contract/languages';
import { isSurveyComplete, type SurveySubmission } from '@portal/contract/rules/survey-answers';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

type Answers = Record<number, { orders: number[]; text: string }>;

const typeLabels = ['survey.singleChoice', 'survey.multipleChoice', 'survey.textAnswers'] as const;

/** Spec 4 "Survey answer state": single choice replaces, multiple choice toggles, text stores the text. */
export function toSubmission(questions: SurveyQuestion[], answers: Answers): SurveySubmission {
  return questions.map((question) => {
    const answer = answers[question.questionOrder] ?? { orders: [], text: '' };
    if (question.properties.questionType === 2) {
      return {
        questionOrder: question.questionOrder,
        answers: answer.text.trim() ? [{ answerOrder: 0, answerBody: answer.text.trim() }] : [],
      };
    }
    return {
      questionOrder: question.questionOrder,
      answers: answer.orders.map((order) => ({
        answerOrder: order,
        answerBody: question.questionAnswers.find((a) => a.answerOrder === order)?.items ?? '',
      })),
    };
  });
}

interface SurveyFormProps {
  questions: SurveyQuestion[];
  submitting: boolean;
  onSubmit: (submission: SurveySubmission) => void;
  onIncomplete: () => void;
  onCancel: () => void;
  /** The console's preview shows the form in the previewed language; a donor sees it in hers. */
  language?: Language;
}

export function SurveyForm({ questions, submitting, onSubmit, onIncomplete, onCancel, language }: SurveyFormProps) {
  const { t: current, i18n } = useTranslation('notifications');
  const t = language ? i18n.getFixedT(language, 'notifications') : current;
  const [answers, setAnswers] = useState<Answers>({});
  const update = (order: number, change: (previous: { orders: number[]; text: string }) => { orders: number[]; text: string }) =>
    setAnswers((previous) => ({ ...previous, [order]: change(previous[order] ?? { orders: [], text: '' }) }));

  const submit = () => {
    const submission = toSubmission(questions, answers);
    if (isSurveyComplete(questions, submission)) onSubmit(submission);
    else onIncomplete();
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="lg">
        {questions.map((question) => {
          const type = question.properties.questionType;
          const current = answers[question.questionOrder] ?? { orders: [], text: '' };
          const legend = (
            <>
              {question.questionText}{' '}
              <Text component="span" size="xs" c="gray.7">
                ({t(typeLabels[type])})
              </Text>
            </>
          );
          if (type === 0) {
            return (
              <Radio.Group
                key={question.questionOrder}
                label={legend}
                value={current.orders[0]?.toString() ?? null}
                onChange={(value) => update(question.questionOrder, (p) => ({ ...p, orders: [Number(value)] }))}
              >
                <Stack gap={6} mt="xs">
                  {question.questionAnswers.map((answer) => (
                    <Radio key={answer.answerOrder} value={String(answer.answerOrder)} label={answer.items} />
                  ))}
                </Stack>
              </Radio.Group>
            );
          }
          if (type === 1) {
            return (
              <Checkbox.Group
                key={question.questionOrder}
                label={legend}
                value={current.orders.map(String)}
                onChange={(values) => update(question.questionOrder, (p) => ({ ...p, orders: values.map(Number) }))}
              >
                <Stack gap={6} mt="xs">
                  {question.questionAnswers.map((answer) => (
                    <Checkbox key={answer.answerOrder} value={String(answer.answerOrder)} label={answer.items} />
                  ))}
                </Stack>
              </Checkbox.Group>
            );
          }
          return (
            <Textarea
              key={question.questionOrder}
              label={legend}
              description={t('survey.textLabel')}
              autosize
              minRows={2}
              maxLength={1000}
              value={current.text}
              onChange={(event) => {
                const text = event.currentTarget.value;
                update(question.questionOrder, (p) => ({ ...p, text }));
              }}
            />
          );
        })}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {t('survey.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('survey.submit')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
