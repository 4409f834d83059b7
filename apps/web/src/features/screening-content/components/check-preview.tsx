import { Box } from '@mantine/core';
import { donorPagesOf, type ScreeningFields, type ScreeningKind } from '@portal/contract/entities/screening-content';
import type { Language } from '@portal/contract/languages';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PreviewFrame } from '../../../components/content-editor/preview-frame';
import { SurveyFormView, type SurveyContent } from '../../../components/survey-form-view/survey-form-view';
import { QuestionPageView } from '../../../components/questionnaire/question-page-view';
import { withAnswer, type AnswersState } from '../../../components/questionnaire/page-answers';

/** Where each kind keeps the texts its question pages show: title, next and submit buttons, the empty-answer alert. */
const labels: Record<Exclude<ScreeningKind, 'feedback'>, { title: string; next: string; submit: string; empty: string }> = {
  qualification: {
    title: 'format.title',
    next: 'format.nextButtonText',
    submit: 'format.submitButtonText',
    empty: 'format.emptyFieldsError',
  },
  literacy: { title: 'format.title', next: 'format.nextButtonText', submit: 'format.submitButtonText', empty: 'format.emptyFieldsError' },
  predonorsurvey: { title: 'intro.title', next: 'intro.nextButtonText', submit: 'intro.submitButtonText', empty: '' },
  checkin: { title: 'intro.title', next: 'intro.nextButtonText', submit: 'intro.submitButtonText', empty: '' },
};

/** The donor's check page with the form's pages in one language, paging through them as a donor would; nothing is sent. */
function PreviewedPages({ kind, fields, language }: { kind: keyof typeof labels; fields: ScreeningFields; language: Language }) {
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

/** The after-donation survey of the form as the donor's survey window shows it: one page of numbered choice questions. */
function surveyOf(fields: ScreeningFields): SurveyContent {
  const text = (path: string) => fields.texts.find((entry) => entry.path === path)?.text ?? { en: '', es: '' };
  return {
    title: text('title'),
    additionalInformation: text('additionalInformation'),
    additionalFeedback: text('additionalFeedbackLabel'),
    options: (fields.pages[0]?.questions ?? []).map((question) => ({
      index: Number(question.id),
      title: question.text,
      multiple: question.type === 'multiple',
      answers: question.options.map((option) => ({ order: Number(option.value), text: option.text })),
    })),
  };
}

/**
 * Preview as a donor, in either language and width, nothing sent: the real check page of pre-screening with the draft
 * in the form, or for the after-donation survey the donor's own survey window.
 */
export function CheckPreview({ kind, fields }: { kind: ScreeningKind; fields: ScreeningFields }) {
  const { t } = useTranslation(['screening-content', 'prescreening', 'history']);
  return (
    <PreviewFrame
      note={t('preview.note')}
      testId="check-preview"
      render={(language, modalProps, onClose) =>
        kind === 'feedback' ? (
          <SurveyFormView
            key={language}
            survey={surveyOf(fields)}
            language={language}
            onSend={() => undefined}
            onClose={onClose}
            modalProps={modalProps}
          />
        ) : (
          <PreviewedPages key={language} kind={kind} fields={fields} language={language} />
        )
      }
    />
  );
}
