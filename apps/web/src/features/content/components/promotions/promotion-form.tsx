import { Button, Checkbox, Fieldset, Group, NativeSelect, NumberInput, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import {
  editablePromotionTypes,
  PROMOTION_MAX_IMAGES,
  PROMOTION_MAX_POINTS,
  type PromotionFields,
} from '@portal/contract/entities/content';
import { savePromotion } from '@portal/contract/services/content/promotions/save-promotion';
import { useTranslation } from 'react-i18next';
import { useServiceMutation } from '../../../../lib/service-query';
import { contentReads } from '../../api/content-mutations';
import { fromLocalInput, toLocalInput } from '../../utils/local-time';
import { BilingualInput } from '../../../../components/content-editor/bilingual-input';
import { FieldsFormLayout, useFieldsForm, type FieldsFormProps } from '../fields-form';
import { ImageField } from '../images/image-field';
import { SurveyQuestionsSection } from './survey-questions-section';

/**
 * A promotion's fields as the donor's promotion modal shows them: type, pictures, title, description, objective, body
 * blocks, reward and its period, the center, a survey's questions; English and Spanish side by side, checked by the save's own contract.
 */
export function PromotionForm({ saved, initial, onSaved, bindFieldErrors, children }: FieldsFormProps<PromotionFields>) {
  const { t } = useTranslation('content');
  const save = useServiceMutation('content/savePromotion', {
    invalidates: contentReads,
    onSuccess: (reply) => onSaved({ id: reply.id, version: reply.version }),
    onError: (error) => void showServerErrors(error),
  });
  const { form, showServerErrors } = useFieldsForm(savePromotion.params, saved, initial, bindFieldErrors);
  const fields = form.getValues().fields;
  const instantInput = (key: 'rewardStartsAt' | 'rewardEndsAt', label: string) => (
    <TextInput
      type="datetime-local"
      label={label}
      value={toLocalInput(fields[key])}
      onChange={(event) => form.setFieldValue(`fields.${key}`, fromLocalInput(event.currentTarget.value) ?? null)}
      error={form.errors[`fields.${key}`]}
    />
  );

  return (
    <FieldsFormLayout
      form={form}
      blocks={fields.blocks}
      onAddBlock={(block) => form.insertListItem('fields.blocks', block)}
      save={save}
      onSubmit={form.onSubmit((params) => save.mutate(params))}
      preview={children(fields)}
    >
      <Paper withBorder p="md" radius="md">
        <Stack gap="sm">
          <NativeSelect
            label={t('promotions.type')}
            data={editablePromotionTypes.map((value) => ({ value, label: t(`promotions.types.${value}`) }))}
            {...form.getInputProps('fields.type')}
            onChange={(event) => {
              const type = event.currentTarget.value as PromotionFields['type'];
              form.setFieldValue('fields.type', type);
              // Only a survey has questions: leaving the type drops them (a restore brings them back).
              if (type !== 'survey') form.setFieldValue('fields.questions', []);
            }}
          />
          <Checkbox label={t('editor.announce')} {...form.getInputProps('fields.announce', { type: 'checkbox' })} />
          <BilingualInput form={form} path="fields.title" label={t('editor.title')} />
          <BilingualInput form={form} path="fields.description" label={t('promotions.description')} multiline />
          <BilingualInput form={form} path="fields.objective" label={t('promotions.objective')} />
        </Stack>
      </Paper>
      <Fieldset legend={t('promotions.pictures')}>
        <Stack gap="sm">
          {fields.images.map((_, index) => (
            <Group key={form.key(`fields.images.${index}`)} align="flex-end">
              <ImageField label={t('promotions.picture', { n: index + 1 })} {...form.getInputProps(`fields.images.${index}`)} />
              <Button variant="default" onClick={() => form.removeListItem('fields.images', index)}>
                {t('promotions.removePicture', { n: index + 1 })}
              </Button>
            </Group>
          ))}
          {fields.images.length < PROMOTION_MAX_IMAGES ? (
            <Group>
              <Button variant="default" onClick={() => form.insertListItem('fields.images', '')}>
                {t('promotions.addPicture')}
              </Button>
            </Group>
          ) : null}
        </Stack>
      </Fieldset>
      <Fieldset legend={t('promotions.reward')}>
        <Stack gap="sm">
          <NumberInput
            label={t('promotions.rewardPoints')}
            min={0}
            max={PROMOTION_MAX_POINTS}
            {...form.getInputProps('fields.rewardPoints')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
            {instantInput('rewardStartsAt', t('promotions.rewardStartsAt'))}
            {instantInput('rewardEndsAt', t('promotions.rewardEndsAt'))}
          </SimpleGrid>
          <TextInput label={t('promotions.plasmaName')} {...form.getInputProps('fields.plasmaName')} />
          <TextInput label={t('promotions.plasmaAddress')} {...form.getInputProps('fields.plasmaAddress')} />
        </Stack>
      </Fieldset>
      {fields.type === 'survey' ? <SurveyQuestionsSection form={form} questions={fields.questions} /> : null}
    </FieldsFormLayout>
  );
}
