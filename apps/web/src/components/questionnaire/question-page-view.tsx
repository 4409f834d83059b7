import { Alert, Button, Group, Paper, Progress, Stack, Text, Title } from '@mantine/core';
import type { QuestionPage } from '@portal/contract/entities/prescreening';
import type { Language } from '@portal/contract/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isPageComplete, type AnswersState, type AnswerValue } from './page-answers';
import { QuestionField } from './question-field';
import { TextBlocks } from './text-blocks';

interface QuestionPageViewProps {
  title: string;
  pages: QuestionPage[];
  page: number;
  answers: AnswersState;
  onAnswer: (questionId: string, value: AnswerValue) => void;
  onBack: () => void;
  /** Saves (and on the last page submits); resolves when the call is over. */
  onContinue: () => Promise<void>;
  nextLabel?: string | undefined;
  submitLabel?: string | undefined;
  emptyFieldsError?: string | undefined;
  /** The labels' language when it is not the page's (the console's preview); the donor's own by default. */
  language?: Language | undefined;
}

/** Spec 2.14 question view: progress bar and 'N of total', one page of questions, back, continue or submit. */
export function QuestionPageView({
  title,
  pages,
  page,
  answers,
  onAnswer,
  onBack,
  onContinue,
  nextLabel,
  submitLabel,
  emptyFieldsError,
  language,
}: QuestionPageViewProps) {
  const { t: uiT, i18n } = useTranslation('prescreening');
  const t = language ? i18n.getFixedT(language, 'prescreening') : uiT;
  const [incomplete, setIncomplete] = useState(false);
  const [busy, setBusy] = useState(false);
  const current = pages[page];
  if (!current) return null;
  const isLast = page === pages.length - 1;
  const counter = t('progress', { current: page + 1, total: pages.length });

  const submit = async () => {
    if (!isPageComplete(current.questions, answers[page])) {
      setIncomplete(true);
      return;
    }
    setIncomplete(false);
    setBusy(true);
    try {
      await onContinue();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack gap="lg">
      <Title order={1}>{title}</Title>
      <div>
        <Progress.Root size="lg">
          <Progress.Section value={((page + 1) / pages.length) * 100} aria-label={t('progressLabel')} aria-valuetext={counter} />
        </Progress.Root>
        <Text size="sm" mt={6} aria-live="polite">
          {counter}
        </Text>
      </div>
      <Paper
        withBorder
        p="lg"
        component="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
        noValidate
      >
        <Stack gap="lg">
          {current.title ? <Title order={2}>{current.title}</Title> : null}
          {current.text ? <TextBlocks blocks={current.text} /> : null}
          {current.questions.map((question) => (
            <QuestionField
              key={`${page}-${question.id}`}
              question={question}
              value={answers[page]?.[question.id]}
              onChange={(value) => onAnswer(question.id, value)}
              language={language}
            />
          ))}
          {incomplete ? (
            <Alert color="red" role="alert">
              {emptyFieldsError ?? t('fillAllFields')}
            </Alert>
          ) : null}
          <Group justify="space-between">
            <Button variant="default" onClick={onBack} disabled={busy}>
              {t('back')}
            </Button>
            <Button type="submit" loading={busy}>
              {isLast ? (submitLabel ?? t('submitButton')) : (nextLabel ?? t('continueButton'))}
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
