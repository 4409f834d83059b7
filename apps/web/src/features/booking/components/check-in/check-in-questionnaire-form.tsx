import { Alert, Stack, Text } from '@mantine/core';
import type { ServiceReply } from '@portal/contract/services/index';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { paths } from '../../../../config/paths';
import { isGatewayError } from '../../../../lib/gateway';
import { useLanguage } from '../../../../lib/service-query';
import { QuestionPageView } from '../../../../components/questionnaire/question-page-view';
import { fromPreviouslyAnswered, withAnswer } from '../../../../components/questionnaire/page-answers';
import { useSaveCheckInAnswers } from '../../api/check-in/check-in';

type Questionnaire = ServiceReply<'appointment/getCheckInQuestionnaire'>;

/**
 * The day's questionnaire, page by page (the pre-screening's question pages): each page is saved before the next shows,
 * so the donor can leave and come back; saving the last one completes it and the route shows the pass.
 */
export function CheckInQuestionnaireForm({ questionnaire, appointmentID }: { questionnaire: Questionnaire; appointmentID: string }) {
  const { t: tm } = useTranslation('messages');
  const lang = useLanguage();
  const navigate = useNavigate();
  const save = useSaveCheckInAnswers();
  const pages = questionnaire.questions;
  const [page, setPage] = useState(Math.min(questionnaire.startfrom, Math.max(0, pages.length - 1)));
  const [answers, setAnswers] = useState(() => fromPreviouslyAnswered(questionnaire.previouslyanswered));

  const onContinue = async () => {
    try {
      await save.mutateAsync({ appointmentID, docID: questionnaire.docID, layoutIndex: page, answers: answers[page] ?? {}, lang });
      if (page < pages.length - 1) setPage(page + 1);
    } catch {
      // Shown below from the mutation's error.
    }
  };

  return (
    <Stack gap="md">
      {page === 0 ? <Text>{questionnaire.description}</Text> : null}
      {save.error ? (
        <Alert color="red" role="alert">
          {isGatewayError(save.error) ? save.error.message : tm('networkError')}
        </Alert>
      ) : null}
      <QuestionPageView
        title={questionnaire.title}
        pages={pages}
        page={page}
        answers={answers}
        onAnswer={(questionId, value) => setAnswers((current) => withAnswer(current, page, questionId, value))}
        onBack={() => (page === 0 ? void navigate(paths.appointments) : setPage(page - 1))}
        onContinue={onContinue}
        nextLabel={questionnaire.nextButtonText}
        submitLabel={questionnaire.submitButtonText}
      />
    </Stack>
  );
}
