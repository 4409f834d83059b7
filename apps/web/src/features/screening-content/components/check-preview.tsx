import { Box } from '@mantine/core';
import { donorPagesOf, type ScreeningFields, type ScreeningKind } from '@portal/contract/entities/screening-content';
import type { Language } from '@portal/contract/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewFrame } from '../../content/components/preview-frame';
import { QuestionPageView } from '../../prescreening/components/question-page-view';
import { withAnswer, type AnswersState } from '../../prescreening/model/page-answers';

/** Where each kind keeps the texts its question pages show: title, next and submit buttons, the empty-answer alert. */
const labels: Record<ScreeningKind, { title: string; next: string; submit: string; empty: string }> = {
  qualification: {
    title: 'format.title',
    next: 'format.nextButtonText',
    submit: 'format.submitButtonText',
    empty: 'format.emptyFieldsError',
  },
  literacy: { title: 'format.title', next: 'format.nextButtonText', submit: 'format.submitButtonText', empty: 'format.emptyFieldsError' },
  predonorsurvey: { title: 'intro.title', next: 'intro.nextButtonText', submit: 'intro.submitButtonText', empty: '' },
  checkin: { title: 'intro.title', next: 'intro.nextButtonText', submit: 'intro.submitButtonText', empty: '' },
  feedback: { title: 'title', next: '', submit: '', empty: 'emptyFieldsError' },
};

/** The donor's check page with the form's pages in one language, paging through them as a donor would; nothing is sent. */
function PreviewedPages({ kind, fields, language }: { kind: ScreeningKind; fields: ScreeningFields; language: Language }) {
  const [page, setPage] = useState(0);
  const [answers, setAnswers] = useState<AnswersState>({});
  const pages = donorPagesOf(fields, language);
  const text = (path: string) => {
    const found = fields.texts.find((entry) => entry.path === path)?.text;
    return found ? found[language] || found.en || undefined : undefined;
  };
  const names = labels[kind];
  return (
    <Box lang={language} p="md" h="100%" style={{ overflowY: 'auto' }}>
      <QuestionPageView
        title={text(names.title) ?? ''}
        pages={pages}
        page={Math.min(page, pages.length - 1)}
        answers={answers}
        onAnswer={(questionId, value) => setAnswers((was) => withAnswer(was, page, questionId, value))}
        onBack={() => setPage((was) => Math.max(0, was - 1))}
        onContinue={async () => setPage((was) => (was + 1 < pages.length ? was + 1 : 0))}
        nextLabel={text(names.next)}
        submitLabel={text(names.submit)}
        emptyFieldsError={text(names.empty)}
        language={language}
      />
    </Box>
  );
}

/** Preview as a donor: the real check page of pre-screening with the draft in the form, in either language and width. */
export function CheckPreview({ kind, fields }: { kind: ScreeningKind; fields: ScreeningFields }) {
  const { t } = useTranslation(['screening-content', 'prescreening']);
  return (
    <PreviewFrame
      note={t('preview.note')}
      testId="check-preview"
      render={(language) => <PreviewedPages key={language} kind={kind} fields={fields} language={language} />}
    />
  );
}
