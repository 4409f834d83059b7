import { Button, Fieldset, Group, Stack, Text, Title } from '@mantine/core';
import {
  SCREENING_MAX_PAGES,
  SCREENING_MAX_QUESTIONS,
  type ScreeningKind,
  type ScreeningPage,
  type ScreeningQuestion,
} from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';
import { BilingualInput } from '../../../components/content-editor/bilingual-input';
import { emptyText, type ScreeningForm } from './form-types';
import { ListControls } from './list-controls';
import { QuestionFields } from './question-fields';

/** An id no question of the version has yet. */
function freshId(kind: ScreeningKind, pages: ScreeningPage[]): string {
  const ids = pages.flatMap((page) => page.questions.map((question) => question.id));
  if (kind === 'feedback') return String(ids.reduce((top, id) => Math.max(top, Number(id) + 1 || 0), 0));
  let n = ids.length + 1;
  while (ids.includes(`question${n}`)) n += 1;
  return `question${n}`;
}

function newQuestion(kind: ScreeningKind, pages: ScreeningPage[]): ScreeningQuestion {
  return {
    id: freshId(kind, pages),
    type: 'single',
    text: emptyText(),
    options: [
      { value: kind === 'feedback' ? '1' : 'yes', text: emptyText(), endsCheck: false },
      { value: kind === 'feedback' ? '2' : 'no', text: emptyText(), endsCheck: false },
    ],
    min: null,
    max: null,
    unit: emptyText(),
    optional: false,
  };
}

/** The pages in order, each with its title, reading blocks and questions; English and Spanish side by side. */
export function PagesSection({ form, kind, pages }: { form: ScreeningForm; kind: ScreeningKind; pages: ScreeningPage[] }) {
  const { t } = useTranslation('screening-content');
  const onePage = kind === 'feedback';
  return (
    <Stack gap="md">
      <Title order={2}>{t('editor.pages')}</Title>
      {pages.map((page, p) => {
        const path = `fields.pages.${p}`;
        const pageLabel = t('editor.page', { n: p + 1 });
        return (
          <Fieldset key={form.key(path)} legend={pageLabel} data-testid={`page-${p}`}>
            <Stack gap="md">
              {onePage ? null : <BilingualInput form={form} path={`${path}.title`} label={t('editor.pageTitle')} />}
              {page.blocks.map((block, b) =>
                block.tag === 'bullets' ? (
                  block.bullets.map((_, i) => (
                    <BilingualInput
                      key={form.key(`${path}.blocks.${b}.bullets.${i}`)}
                      form={form}
                      path={`${path}.blocks.${b}.bullets.${i}.text`}
                      label={t('editor.bullet', { block: b + 1, n: i + 1 })}
                      multiline
                    />
                  ))
                ) : (
                  <BilingualInput
                    key={form.key(`${path}.blocks.${b}`)}
                    form={form}
                    path={`${path}.blocks.${b}.text`}
                    label={t('editor.block', { n: b + 1, tag: t(`blockTags.${block.tag}`) })}
                    multiline
                  />
                ),
              )}
              {page.questions.length === 0 ? <Text size="sm">{t('editor.noQuestions')}</Text> : null}
              {page.questions.map((question, q) => (
                <QuestionFields
                  key={form.key(`${path}.questions.${q}`)}
                  form={form}
                  kind={kind}
                  question={question}
                  path={`${path}.questions.${q}`}
                  index={q}
                  count={page.questions.length}
                  label={t('editor.question', { page: p + 1, n: q + 1 })}
                />
              ))}
              <Group>
                {page.questions.length < SCREENING_MAX_QUESTIONS ? (
                  <Button
                    variant="default"
                    onClick={() => form.insertListItem(`${path}.questions`, newQuestion(kind, form.getValues().fields.pages))}
                  >
                    {t('editor.addQuestion', { page: pageLabel })}
                  </Button>
                ) : null}
              </Group>
              {onePage ? null : <ListControls form={form} path="fields.pages" index={p} count={pages.length} what={pageLabel} />}
            </Stack>
          </Fieldset>
        );
      })}
      {!onePage && pages.length < SCREENING_MAX_PAGES ? (
        <Group>
          <Button variant="default" onClick={() => form.insertListItem('fields.pages', { title: emptyText(), blocks: [], questions: [] })}>
            {t('editor.addPage')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
