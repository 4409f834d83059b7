import { Alert, Anchor, Button, Group, Skeleton, Stack, Table, Text, Title } from '@mantine/core';
import type { SurveyQuestionResult } from '@portal/contract/services/content/promotions/get-survey-results';
import type { Language } from '@portal/contract/languages';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ScrollTable } from '../../../../components/scroll-table/scroll-table';
import { paths } from '../../../../config/paths';
import { currentLanguage } from '../../../../lib/i18n';
import { useSurveyResults } from '../../api/content-queries';
import { downloadSurveyResults } from '../../api/promotions/export-survey-results';

const percent = (count: number, of: number, language: Language) =>
  new Intl.NumberFormat(language === 'es' ? 'es-US' : 'en-US', { style: 'percent', maximumFractionDigits: 0 }).format(of ? count / of : 0);

function QuestionResults({ question, index, language }: { question: SurveyQuestionResult; index: number; language: Language }) {
  const { t } = useTranslation('content');
  const headingId = `survey-question-${question.questionOrder}`;
  return (
    <Stack gap="xs" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h4" id={headingId}>
        {t('results.question', { n: index + 1, text: question.questionText[language] })}
      </Title>
      <Text size="sm">
        {t(`survey.types.${question.questionType}`)} · {t('results.answered', { count: question.answered })}
      </Text>
      {question.questionType === 2 ? (
        <Text size="sm">{t('results.textAnswers')}</Text>
      ) : (
        <ScrollTable labelledBy={headingId}>
          <Table striped aria-labelledby={headingId}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">{t('results.option')}</Table.Th>
                <Table.Th scope="col">{t('results.count')}</Table.Th>
                <Table.Th scope="col">{t('results.share')}</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {question.answers.map((answer) => (
                <Table.Tr key={answer.answerOrder}>
                  <Table.Th scope="row" fw={400}>
                    {answer.items[language]}
                  </Table.Th>
                  <Table.Td>{answer.count}</Table.Td>
                  <Table.Td>{percent(answer.count, question.answered, language)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </ScrollTable>
      )}
    </Stack>
  );
}

/** `/staff/promotions/:id/results`: a survey's answers as counts per question and option, and their CSV export. */
export function SurveyResultsRoute() {
  const { t, i18n } = useTranslation('content');
  const language = currentLanguage(i18n);
  const id = useParams().id ?? '';
  const results = useSurveyResults(id);
  const exported = useMutation({ mutationFn: () => downloadSurveyResults(id, language) });

  return (
    <Stack gap="lg">
      <Anchor component={Link} to={`${paths.staff}/promotions/${id}`}>
        {t('results.back')}
      </Anchor>
      <Title order={1}>{t('results.title')}</Title>
      {results.isError ? (
        <Text role="alert">{results.error.message}</Text>
      ) : !results.data ? (
        <Skeleton height={240} aria-busy="true" />
      ) : (
        <>
          <Text fw={500} lang={language}>
            {results.data.title[language]}
          </Text>
          <Text>{t('results.respondents', { count: results.data.respondents })}</Text>
          <Group align="center">
            <Button onClick={() => exported.mutate()} loading={exported.isPending}>
              {t('results.export')}
            </Button>
            <Text size="sm">{t('results.exportNote')}</Text>
          </Group>
          <Text role="status">{exported.data ? t('results.exported', { name: exported.data }) : null}</Text>
          {exported.isError ? (
            <Alert color="red" role="alert">
              {exported.error.message}
            </Alert>
          ) : null}
          {results.data.questions.map((question, index) => (
            <QuestionResults key={question.questionOrder} question={question} index={index} language={language} />
          ))}
        </>
      )}
    </Stack>
  );
}
