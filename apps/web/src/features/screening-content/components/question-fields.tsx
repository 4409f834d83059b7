import { Button, Checkbox, Fieldset, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { questionTypes } from '@portal/contract/entities/prescreening';
import { SCREENING_MAX_OPTIONS, type ScreeningKind, type ScreeningQuestion } from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';
import { BilingualInput } from '../../../components/content-editor/bilingual-input';
import { emptyText, type ScreeningForm } from './form-types';
import { ListControls } from './list-controls';

const isChoice = (type: ScreeningQuestion['type']) => type === 'single' || type === 'multiple';

/** A new option's value: the next number for the after-donation survey (answers name them), else `option<n>`. */
function nextValue(kind: ScreeningKind, values: string[]): string {
  if (kind === 'feedback') return String(values.reduce((top, value) => Math.max(top, Number(value) || 0), 0) + 1);
  let n = values.length + 1;
  while (values.includes(`option${n}`)) n += 1;
  return `option${n}`;
}

/** One question: its id, answer type, text in both languages, options or number range, optional flag. */
export function QuestionFields({
  form,
  kind,
  question,
  path,
  index,
  count,
  label,
}: {
  form: ScreeningForm;
  kind: ScreeningKind;
  question: ScreeningQuestion;
  path: string;
  index: number;
  count: number;
  label: string;
}) {
  const { t } = useTranslation('screening-content');
  const types = kind === 'feedback' ? (['single', 'multiple'] as const) : questionTypes;
  return (
    <Fieldset legend={label} data-testid={`question-${path}`}>
      <Stack gap="sm">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput label={t('editor.questionId')} description={t('editor.questionIdNote')} {...form.getInputProps(`${path}.id`)} />
          <NativeSelect
            label={t('editor.answerType')}
            data={types.map((type) => ({ value: type, label: t(`types.${type}`) }))}
            {...form.getInputProps(`${path}.type`)}
          />
        </SimpleGrid>
        <BilingualInput form={form} path={`${path}.text`} label={t('editor.questionText')} multiline />
        {isChoice(question.type)
          ? question.options.map((_, o) => (
              <Fieldset key={form.key(`${path}.options.${o}`)} legend={t('editor.option', { n: o + 1 })} variant="unstyled">
                <Stack gap="xs">
                  <BilingualInput form={form} path={`${path}.options.${o}.text`} label={t('editor.optionText', { n: o + 1 })} />
                  <Group align="flex-end">
                    <TextInput label={t('editor.optionValue', { n: o + 1 })} {...form.getInputProps(`${path}.options.${o}.value`)} />
                    {kind === 'literacy' ? (
                      <Checkbox
                        label={t('editor.endsCheck')}
                        {...form.getInputProps(`${path}.options.${o}.endsCheck`, { type: 'checkbox' })}
                      />
                    ) : null}
                    <ListControls
                      form={form}
                      path={`${path}.options`}
                      index={o}
                      count={question.options.length}
                      what={t('editor.optionN', { n: o + 1 })}
                    />
                  </Group>
                </Stack>
              </Fieldset>
            ))
          : null}
        {isChoice(question.type) && question.options.length < SCREENING_MAX_OPTIONS ? (
          <Group>
            <Button
              variant="default"
              onClick={() =>
                form.insertListItem(`${path}.options`, {
                  value: nextValue(
                    kind,
                    question.options.map((option) => option.value),
                  ),
                  text: emptyText(),
                  endsCheck: false,
                })
              }
            >
              {t('editor.addOption', { question: label })}
            </Button>
          </Group>
        ) : null}
        {question.type === 'number' ? (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
              {(['min', 'max'] as const).map((bound) => (
                <NumberInput
                  key={bound}
                  label={t(`editor.${bound}`)}
                  allowDecimal={false}
                  value={question[bound] ?? ''}
                  error={form.errors[`${path}.${bound}`]}
                  onChange={(value) => form.setFieldValue(`${path}.${bound}`, typeof value === 'number' ? value : null)}
                />
              ))}
            </SimpleGrid>
            <BilingualInput form={form} path={`${path}.unit`} label={t('editor.unit')} />
          </>
        ) : null}
        {kind === 'feedback' ? null : (
          <Checkbox label={t('editor.optional')} {...form.getInputProps(`${path}.optional`, { type: 'checkbox' })} />
        )}
        <ListControls form={form} path={path.slice(0, path.lastIndexOf('.'))} index={index} count={count} what={label} />
      </Stack>
    </Fieldset>
  );
}
