import { Button, Fieldset, Group, NativeSelect, NumberInput, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { ruleOutcomes, SCREENING_MAX_RULES, type ScoringRuleFields, type ScreeningPage } from '@portal/contract/entities/screening-content';
import { useTranslation } from 'react-i18next';
import { BilingualInput } from '../../../components/content-editor/bilingual-input';
import { emptyText, type ScreeningForm } from './form-types';
import { ListControls } from './list-controls';

const conditions = ['equals', 'includes', 'below', 'above'] as const;
type Condition = (typeof conditions)[number];
const conditionOf = (when: ScoringRuleFields['when']): Condition => conditions.find((c) => when[c] !== null) ?? 'equals';
const noCondition = { equals: null, includes: null, below: null, above: null };

/** The qualification check's scoring: which answer defers (and for how many days), rules out, or asks to call the center. */
export function RulesSection({ form, rules, pages }: { form: ScreeningForm; rules: ScoringRuleFields[]; pages: ScreeningPage[] }) {
  const { t } = useTranslation('screening-content');
  const questionIds = pages.flatMap((page) => page.questions.map((question) => question.id));
  return (
    <Stack gap="md">
      <Title order={2}>{t('rules.title')}</Title>
      {rules.map((rule, r) => {
        const path = `fields.rules.${r}`;
        const condition = conditionOf(rule.when);
        const label = t('rules.rule', { n: r + 1 });
        const ids = questionIds.includes(rule.question) ? questionIds : [rule.question, ...questionIds];
        return (
          <Fieldset key={form.key(path)} legend={label}>
            <Stack gap="sm">
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NativeSelect label={t('rules.question')} data={ids} {...form.getInputProps(`${path}.question`)} />
                <NativeSelect
                  label={t('rules.condition')}
                  data={conditions.map((value) => ({ value, label: t(`rules.conditions.${value}`) }))}
                  value={condition}
                  onChange={(event) => {
                    const next = event.currentTarget.value as Condition;
                    form.setFieldValue(`${path}.when`, { ...noCondition, [next]: next === 'below' || next === 'above' ? 0 : '' });
                  }}
                />
                {condition === 'below' || condition === 'above' ? (
                  <NumberInput
                    label={t('rules.number')}
                    allowDecimal={false}
                    value={rule.when[condition] ?? ''}
                    error={form.errors[`${path}.when.${condition}`]}
                    onChange={(value) => form.setFieldValue(`${path}.when.${condition}`, typeof value === 'number' ? value : 0)}
                  />
                ) : (
                  <TextInput
                    label={t('rules.answer')}
                    {...form.getInputProps(`${path}.when.${condition}`)}
                    value={rule.when[condition] ?? ''}
                  />
                )}
              </SimpleGrid>
              <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
                <NativeSelect
                  label={t('rules.outcome')}
                  data={ruleOutcomes.map((value) => ({ value, label: t(`rules.outcomes.${value}`) }))}
                  {...form.getInputProps(`${path}.outcome`)}
                />
                {rule.outcome === 'deferUntil' ? (
                  <NumberInput
                    label={t('rules.deferDays')}
                    min={1}
                    allowDecimal={false}
                    value={rule.deferDays ?? ''}
                    error={form.errors[`${path}.deferDays`]}
                    onChange={(value) => form.setFieldValue(`${path}.deferDays`, typeof value === 'number' ? value : null)}
                  />
                ) : null}
                <TextInput label={t('rules.educationCode')} {...form.getInputProps(`${path}.educationCode`)} />
              </SimpleGrid>
              <BilingualInput form={form} path={`${path}.reason`} label={t('rules.reason')} multiline />
              <ListControls form={form} path="fields.rules" index={r} count={rules.length} what={label} />
            </Stack>
          </Fieldset>
        );
      })}
      {rules.length < SCREENING_MAX_RULES ? (
        <Group>
          <Button
            variant="default"
            onClick={() =>
              form.insertListItem('fields.rules', {
                question: questionIds[0] ?? '',
                when: { ...noCondition, equals: '' },
                outcome: 'deferUntil',
                deferDays: 30,
                educationCode: '',
                reason: emptyText(),
              } satisfies ScoringRuleFields)
            }
          >
            {t('rules.add')}
          </Button>
        </Group>
      ) : null}
    </Stack>
  );
}
