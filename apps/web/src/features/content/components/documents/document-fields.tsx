import {
  ActionIcon,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  NumberInput,
  SimpleGrid,
  Stack,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import type { DocumentFields } from '@portal/contract/entities/content-documents';
import { emptyOf, type DocumentNode } from '@portal/contract/rules/document-tree';
import { useTranslation } from 'react-i18next';
import type en from '../../../../i18n/en/content.json';
import { valueAt } from '../../utils/documents/document-values';
import type { ContentFormValues } from '../content-form-values';
import { ImageField } from '../images/image-field';

type Form = UseFormReturnType<ContentFormValues<DocumentFields>>;
type ObjectNode = Extract<DocumentNode, { type: 'object' }>;
type FieldName = keyof (typeof en)['documents']['fields'];
type ItemName = keyof (typeof en)['documents']['items'];
type ChoiceName = keyof (typeof en)['documents']['choices'];

const languages = ['en', 'es'] as const;
/** A row's title starts with a capital ("Bullet point 2") where the catalogue's item is a noun within a sentence. */
const capitalized = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);
const join = (path: string, key: string) => (path ? `${path}.${key}` : key);

/**
 * A document's fields, walked from its contract shape: objects as labelled groups, lists as rows added, moved and
 * removed in both languages at once, texts in English and Spanish side by side, pictures, links, codes and numbers
 * once for both languages. Labels come from the catalogue (`documents.fields.<name>`), never the stored keys.
 */
export function DocumentObjectFields({ form, node, path }: { form: Form; node: ObjectNode; path: string }) {
  return (
    <Stack gap="sm">
      {node.fields.map((field) => (
        <DocumentField key={field.name} form={form} name={field.name} node={field.node} path={join(path, field.name)} />
      ))}
    </Stack>
  );
}

function DocumentField({ form, name, node, path }: { form: Form; name: string; node: DocumentNode; path: string }) {
  const { t } = useTranslation('content');
  const label = t(`documents.fields.${name as FieldName}`);
  switch (node.type) {
    case 'computed':
      return null;
    case 'object':
      return (
        <Fieldset legend={label}>
          <DocumentObjectFields form={form} node={node} path={path} />
        </Fieldset>
      );
    case 'list':
      return <ListField form={form} name={name} label={label} item={node.item} path={path} />;
    case 'record':
      return <NumberedField form={form} name={name} label={label} item={node.item} path={path} />;
    case 'text':
      return <TextPair form={form} label={label} multiline={node.multiline} placeholders={node.placeholders} path={path} />;
    case 'shared':
      return <SharedField form={form} label={label} node={node} path={path} />;
  }
}

/** One row's contents: an object's fields, or the one text or value the row is. */
function RowFields({ form, item, label, path }: { form: Form; item: DocumentNode; label: string; path: string }) {
  if (item.type === 'object') return <DocumentObjectFields form={form} node={item} path={path} />;
  if (item.type === 'text') {
    return <TextPair form={form} label={label} multiline={item.multiline} placeholders={item.placeholders} path={path} />;
  }
  if (item.type === 'shared') return <SharedField form={form} label={label} node={item} path={path} />;
  return null;
}

function TextPair({
  form,
  label,
  multiline,
  placeholders,
  path,
}: {
  form: Form;
  label: string;
  multiline: boolean;
  /** The `{{name}}`s the server fills in this text for each donor, told under each input. */
  placeholders: readonly string[];
  path: string;
}) {
  const { t } = useTranslation('content');
  const Input = multiline ? Textarea : TextInput;
  const description =
    placeholders.length > 0 ? t('documents.placeholders', { list: placeholders.map((name) => `{{${name}}}`).join(', ') }) : undefined;
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
      {languages.map((lang) => {
        const props = form.getInputProps(`fields.${lang}.${path}`);
        return (
          <Input
            key={lang}
            lang={lang}
            label={`${label} · ${t(lang === 'en' ? 'documents.english' : 'documents.spanish')}`}
            {...(multiline ? { autosize: true, minRows: 2 } : {})}
            {...(description ? { description } : {})}
            {...props}
            value={typeof props.value === 'string' ? props.value : ''}
          />
        );
      })}
    </SimpleGrid>
  );
}

/** A value both languages share: set once, written to both; an error on either language shows here. */
function SharedField({
  form,
  label,
  node,
  path,
}: {
  form: Form;
  label: string;
  node: Extract<DocumentNode, { type: 'shared' }>;
  path: string;
}) {
  const { t } = useTranslation('content');
  const value = valueAt(form.getValues().fields.en, path);
  const error = form.errors[`fields.en.${path}`] ?? form.errors[`fields.es.${path}`];
  const set = (next: unknown) => {
    for (const lang of languages) form.setFieldValue(`fields.${lang}.${path}`, next as never);
  };
  const description = t('documents.sharedHint');
  if (node.role === 'image') {
    return <ImageField label={label} value={typeof value === 'string' ? value : ''} onChange={set} error={error} />;
  }
  if (node.role === 'number') {
    return (
      <NumberInput
        label={label}
        description={description}
        value={typeof value === 'number' ? value : ''}
        onChange={(next) => set(typeof next === 'number' ? next : undefined)}
        error={error}
        min={0}
        w={220}
      />
    );
  }
  if (node.role === 'choice') {
    return (
      <NativeSelect
        label={label}
        description={description}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => set(event.currentTarget.value)}
        data={node.options.map((option) => ({ value: option, label: t(`documents.choices.${option as ChoiceName}`) }))}
        error={error}
      />
    );
  }
  return (
    <TextInput
      label={label}
      description={description}
      type={node.role === 'link' ? 'url' : 'text'}
      value={typeof value === 'string' ? value : ''}
      onChange={(event) => set(event.currentTarget.value)}
      error={error}
    />
  );
}

function RowButtons({
  item,
  n,
  count,
  onMove,
  onRemove,
}: {
  item: string;
  n: number;
  count: number;
  onMove?: (to: number) => void;
  onRemove?: () => void;
}) {
  const { t } = useTranslation('content');
  return (
    <Group gap="xs" justify="flex-end">
      {onMove ? (
        <>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('documents.moveUp', { item, n })}
            disabled={n === 1}
            onClick={() => onMove(n - 2)}
          >
            ↑
          </ActionIcon>
          <ActionIcon
            variant="default"
            size="lg"
            aria-label={t('documents.moveDown', { item, n })}
            disabled={n === count}
            onClick={() => onMove(n)}
          >
            ↓
          </ActionIcon>
        </>
      ) : null}
      {onRemove ? (
        <ActionIcon variant="default" size="lg" aria-label={t('documents.remove', { item, n })} onClick={onRemove}>
          ×
        </ActionIcon>
      ) : null}
    </Group>
  );
}

/** A list's rows: each added, moved or removed in English and Spanish together, so both keep the same rows. */
function ListField({ form, name, label, item, path }: { form: Form; name: string; label: string; item: DocumentNode; path: string }) {
  const { t } = useTranslation('content');
  const rows = valueAt(form.getValues().fields.en, path);
  const count = Array.isArray(rows) ? rows.length : 0;
  const itemLabel = t(`documents.items.${name as ItemName}`);
  const error = form.errors[`fields.en.${path}`] ?? form.errors[`fields.es.${path}`];
  const each = (change: (lang: 'en' | 'es') => void) => languages.forEach(change);
  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        {count === 0 ? <Text size="sm">{t('documents.empty')}</Text> : null}
        {Array.from({ length: count }, (_, index) => (
          <Fieldset key={index} legend={t('documents.row', { item: capitalized(itemLabel), n: index + 1 })} variant="filled">
            <Stack gap="xs">
              <RowFields
                form={form}
                item={item}
                label={t('documents.row', { item: capitalized(itemLabel), n: index + 1 })}
                path={join(path, String(index))}
              />
              <RowButtons
                item={itemLabel}
                n={index + 1}
                count={count}
                onMove={(to) => each((lang) => form.reorderListItem(`fields.${lang}.${path}`, { from: index, to }))}
                onRemove={() => each((lang) => form.removeListItem(`fields.${lang}.${path}`, index))}
              />
            </Stack>
          </Fieldset>
        ))}
        {error ? (
          <Text size="sm" c="red.8" role="alert">
            {error}
          </Text>
        ) : null}
        <Group>
          <Button variant="default" onClick={() => each((lang) => form.insertListItem(`fields.${lang}.${path}`, emptyOf(item)))}>
            {t('documents.add', { item: itemLabel })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}

/** Rows keyed 1, 2, 3… (the fee guide's donations): added at the end, the last one removed, so numbers stay in a row. */
function NumberedField({ form, name, label, item, path }: { form: Form; name: string; label: string; item: DocumentNode; path: string }) {
  const { t } = useTranslation('content');
  const record = valueAt(form.getValues().fields.en, path);
  const keys = record && typeof record === 'object' ? Object.keys(record).sort((a, b) => Number(a) - Number(b)) : [];
  const itemLabel = t(`documents.items.${name as ItemName}`);
  const change = (next: (current: Record<string, unknown>) => Record<string, unknown>) => {
    for (const lang of languages) {
      const current = valueAt(form.getValues().fields[lang], path);
      form.setFieldValue(`fields.${lang}.${path}`, next({ ...(current as Record<string, unknown>) }) as never);
    }
  };
  return (
    <Fieldset legend={label}>
      <Stack gap="sm">
        {keys.map((key, index) => (
          <Fieldset key={key} legend={t('documents.row', { item: capitalized(itemLabel), n: key })} variant="filled">
            <Stack gap="xs">
              <RowFields
                form={form}
                item={item}
                label={t('documents.row', { item: capitalized(itemLabel), n: key })}
                path={join(path, key)}
              />
              {index === keys.length - 1 ? (
                <RowButtons
                  item={itemLabel}
                  n={Number(key)}
                  count={keys.length}
                  onRemove={() =>
                    change((current) => {
                      delete current[key];
                      return current;
                    })
                  }
                />
              ) : null}
            </Stack>
          </Fieldset>
        ))}
        <Group>
          <Button variant="default" onClick={() => change((current) => ({ ...current, [String(keys.length + 1)]: emptyOf(item) }))}>
            {t('documents.add', { item: itemLabel })}
          </Button>
        </Group>
      </Stack>
    </Fieldset>
  );
}
