import { Button, Fieldset, Group, NativeSelect, Stack, Text, Title } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import {
  SURVEY_MAX_OPTIONS,
  SURVEY_MAX_QUESTIONS,
  surveyQuestionTypes,
  type SurveyQuestionFields,
} from '@portal/contract/entities/content';
import { useTranslation } from 'react-i18next';
import { BilingualInput } from '../../../../components/content-editor/bilingual-input';

/** The promotion form, whatever its submit transformation: paths are written as the server's 400s name them. */
type Form = UseFormReturnType<Record<string, unknown>>;
const empty = () => ({ en: '', es: '' });

/** The next free number: numbers are never reused, so a donor's answer keeps naming what it answered (decision 028). */
const nextOrder = (orders: number[]) => (orders.length ? Math.max(...orders) + 1 : 0);

/** An error the server or the contract put on a list itself (`fields.questions.2.answers`), shown above it. */
function ListError({ form, path }: { form: Form; path: string }) {
  const error = form.errors[path];
  return typeof error === 'string' ? (
    <Text c="red.8" role="alert">
      {error}
    </Text>
  ) : null;
}

function QuestionEditor({ form, question, index }: { form: Form; question: SurveyQuestionFields; index: number }) {
  const { t } = useTranslation('content');
  const path = `fields.questions.${index}`;
  const n = index + 1;
  return (
    <Fieldset legend={t('survey.question', { n })} data-testid={`question-${index}`}>
      <Stack gap="sm">
        <NativeSelect
          label={t('survey.questionType')}
          data={surveyQuestionTypes.map((type) => ({ value: String(type), label: t(`survey.types.${type}`) }))}
          value={String(question.questionType)}
          onChange={(event) => {
            const type = Number(event.currentTarget.value) as SurveyQuestionFields['questionType'];
            form.setFieldValue(`${path}.questionType`, type);
            // A written answer has no options; a choice starts with two empty ones.
            if (type === 2) form.setFieldValue(`${path}.answers`, []);
            else if (question.answers.length === 0) {
              form.setFieldValue(`${path}.answers`, [
                { answerOrder: 0, items: empty() },
                { answerOrder: 1, items: empty() },
              ]);
            }
          }}
        />
        <BilingualInput form={form} path={`${path}.questionText`} label={t('survey.questionText')} />
        <ListError form={form} path={`${path}.answers`} />
        {question.questionType === 2 ? <Text size="sm">{t('survey.textNote')}</Text> : null}
        {question.answers.map((_, i) => (
          <Group key={form.key(`${path}.answers.${i}`)} align="flex-end" wrap="nowrap">
            <div style={{ flex: 1 }}>
              <BilingualInput form={form} path={`${path}.answers.${i}.items`} label={t('survey.option', { n: i + 1 })} />
            </div>
            <Button variant="default" onClick={() => form.removeListItem(`${path}.answers`, i)}>
              {t('survey.removeOption', { option: i + 1, n })}
            </Button>
          </Group>
        ))}
        <Group>
          {question.questionType !== 2 && question.answers.length < SURVEY_MAX_OPTIONS ? (
            <Button
              variant="default"
              onClick={() =>
                form.insertListItem(`${path}.answers`, {
                  answerOrder: nextOrder(question.answers.map((a) => a.answerOrder)),
                  items: empty(),
                })
              }
            >
              {t('survey.addOption', { n })}
            </Button>
          ) : null}
          <Button variant="default" color="red" onClick={() => form.removeListItem('fields.questions', index)}>
            {t('survey.removeQuestion', { n })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** A survey's questions (`fields.questions`), each with its kind of answer and options, in both languages. */
export function SurveyQuestionsSection<V extends Record<string, unknown>>({
  form: typedForm,
  questions,
}: {
  form: UseFormReturnType<V>;
  questions: SurveyQuestionFields[];
}) {
  const form = typedForm as unknown as Form;
  const { t } = useTranslation('content');
  return (
    <Stack gap="md">
      <Title order={2}>{t('survey.title')}</Title>
      {questions.length === 0 ? <Text>{t('survey.none')}</Text> : null}
      <ListError form={form} path="fields.questions" />
      {questions.map((question, index) => (
        <QuestionEditor key={form.key(`fields.questions.${index}`)} form={form} question={question} index={index} />
      ))}
      {questions.length < SURVEY_MAX_QUESTIONS ? (
        <Group>
          <Button
            variant="default"
            onClick={() =>
              form.insertListItem('fields.questions', {
                questionOrder: nextOrder(questions.map((q) => q.questionOrder)),
                questionType: 0,
                questionText: empty(),
                answers: [
                  { answerOrder: 0, items: empty() },
                  { answerOrder: 1, items: empty() },
                ],
              } satisfies SurveyQuestionFields)
            }
          >
            {t('survey.addQuestion')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
