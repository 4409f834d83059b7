import { documentShapes } from '@portal/contract/entities/content-documents';
import { documentTree, type DocumentNode } from '@portal/contract/rules/document-tree';
import { describe, expect, it } from 'vitest';
import en from '../../../../i18n/en/content.json';
import es from '../../../../i18n/es/content.json';

/** What the editor labels: every field it shows, every list's row, every choice. */
function labelsOf(node: DocumentNode, name: string | null, into: { fields: Set<string>; items: Set<string>; choices: Set<string> }) {
  if (node.type === 'computed') return;
  if (name !== null) into.fields.add(name);
  if (node.type === 'object') for (const field of node.fields) labelsOf(field.node, field.name, into);
  if (node.type === 'list' || node.type === 'record') {
    if (name !== null) into.items.add(name);
    labelsOf(node.item, null, into);
  }
  if (node.type === 'shared') for (const option of node.options) into.choices.add(option);
}

describe('the document editor’s labels', () => {
  const used = { fields: new Set<string>(), items: new Set<string>(), choices: new Set<string>() };
  for (const schema of Object.values(documentShapes)) labelsOf(documentTree(schema), null, used);

  it.each([
    ['en', en.documents],
    ['es', es.documents],
  ])('exist in %s for every field, row and choice of every document shape (no stored key shown to editors)', (_, catalogue) => {
    expect([...used.fields].filter((name) => !(name in catalogue.fields))).toEqual([]);
    expect([...used.items].filter((name) => !(name in catalogue.items))).toEqual([]);
    expect([...used.choices].filter((name) => !(name in catalogue.choices))).toEqual([]);
  });
});
