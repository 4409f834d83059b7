import { Checkbox, NumberInput, Radio, Stack, Textarea } from '@mantine/core';
import type { Question } from '@portal/contract/entities/prescreening';
import type { Language } from '@portal/contract/languages';
import { useTranslation } from 'react-i18next';
import type { AnswerValue } from './page-answers';

interface QuestionFieldProps {
  question: Question;
  value: AnswerValue | undefined;
  onChange: (value: AnswerValue) => void;
  /** The labels' language when it is not the page's (the console's preview); the donor's own by default. */
  language?: Language | undefined;
}

/** One question with the control its type needs; the question text is the control's label. */
export function QuestionField({ question, value, onChange, language }: QuestionFieldProps) {
  const { t: current, i18n } = useTranslation('prescreening');
  const t = language ? i18n.getFixedT(language, 'prescreening') : current;
  const options = question.options ?? [];
  switch (question.type) {
    case 'single':
      return (
        <Radio.Group label={question.text} value={typeof value === 'string' ? value : null} onChange={onChange} withAsterisk>
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Radio key={option.value} value={option.value} label={option.text} />
            ))}
          </Stack>
        </Radio.Group>
      );
    case 'multiple':
      return (
        <Checkbox.Group
          label={question.text}
          description={t('chooseAll')}
          value={Array.isArray(value) ? value : []}
          onChange={onChange}
          withAsterisk
        >
          <Stack gap="xs" mt="xs">
            {options.map((option) => (
              <Checkbox key={option.value} value={option.value} label={option.text} />
            ))}
          </Stack>
        </Checkbox.Group>
      );
    case 'number':
      return (
        <NumberInput
          label={question.text}
          description={question.unit}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : '')}
          min={question.min}
          max={question.max}
          allowDecimal={false}
          allowNegative={false}
          maw={240}
          withAsterisk
        />
      );
    case 'text':
      return (
        <Textarea
          label={question.text}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          maxLength={500}
          autosize
          minRows={2}
          withAsterisk={!question.optional}
        />
      );
  }
}
