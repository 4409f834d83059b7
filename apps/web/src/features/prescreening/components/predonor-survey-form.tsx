import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import type { SuccessLayout } from '@portal/contract/entities/prescreening';
import type { ServiceReply } from '@portal/contract/services/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { paths } from '../../../config/paths';
import { currentLanguage } from '../../../lib/i18n';
import { useSavePredonorSurveyPage } from '../api/save-predonor-survey-page';
import { useSubmitPredonorSurvey } from '../api/submit-predonor-survey';
import { fromPreviouslyAnswered, withAnswer } from '../../../components/questionnaire/page-answers';
import { QuestionPageView } from '../../../components/questionnaire/question-page-view';
import { SuccessView } from './success-view';
import { useServiceFailure } from './use-service-failure';

type Survey = ServiceReply<'applicationFeedback/getPreDonorSurvey'>;

/** The pre-donor survey's pages: each page is saved on the server before the next shows, so the donor can resume. */
export function PredonorSurveyForm({ survey }: { survey: Survey }) {
  const { t, i18n } = useTranslation('prescreening');
  const lang = currentLanguage(i18n);
  const navigate = useNavigate();
  const fail = useServiceFailure();
  const savePage = useSavePredonorSurveyPage();
  const submit = useSubmitPredonorSurvey();
  const pages = survey.questions;
  const [page, setPage] = useState(Math.min(survey.startfrom, Math.max(0, pages.length - 1)));
  const [answers, setAnswers] = useState(() => fromPreviouslyAnswered(survey.previouslyanswered));
  const [success, setSuccess] = useState<SuccessLayout | null>(null);

  if (success) {
    return (
      <SuccessView layout={success}>
        <Group>
          <Button component={Link} to={paths.home} variant="default">
            {t('backHome')}
          </Button>
          <Button component={Link} to={paths.assessment}>
            {t('goToPrescreening')}
          </Button>
        </Group>
      </SuccessView>
    );
  }

  const onContinue = async () => {
    try {
      await savePage.mutateAsync({ docID: survey.docID, layoutIndex: page, answers: answers[page] ?? {}, lang });
      if (page < pages.length - 1) {
        setPage(page + 1);
        return;
      }
    } catch (error) {
      fail(error, true);
      return;
    }
    try {
      // The pre-screening progress is read again before the success shows (the write names it).
      setSuccess((await submit.mutateAsync({ docID: survey.docID, lang })).success);
    } catch (error) {
      fail(error, false);
    }
  };

  return (
    <Stack gap="md">
      {page === 0 ? survey.description.map((line) => <Text key={line}>{line}</Text>) : null}
      <QuestionPageView
        title={survey.title}
        pages={pages}
        page={page}
        answers={answers}
        onAnswer={(questionId, value) => setAnswers((current) => withAnswer(current, page, questionId, value))}
        onBack={() => (page === 0 ? void navigate(paths.home) : setPage(page - 1))}
        onContinue={onContinue}
        nextLabel={survey.nextButtonText}
        submitLabel={survey.submitButtonText}
      />
      <Text size="sm">
        {t('surveySaved')}{' '}
        <Anchor component={Link} to={paths.home}>
          {t('saveForLater')}
        </Anchor>
      </Text>
    </Stack>
  );
}
