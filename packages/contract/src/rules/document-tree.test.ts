import { describe, expect, it } from 'vitest';
import { documentOf, documentShapes } from '../entities/content-documents';
import { documentGaps, documentStructureDiffers, documentTree, emptyOf } from './document-tree';

const topic = documentTree(documentShapes.educationTopic);
const fee = documentTree(documentShapes.feeLayout);
const bullet = (text: string, thumbnail?: string) => ({ text, ...(thumbnail === undefined ? {} : { thumbnail }) });

describe('a document’s shape, walked', () => {
  it('names the document of each key, and no other', () => {
    expect(documentOf('fee_applicant')).toEqual({ shape: 'feeLayout', group: 'rewards' });
    expect(documentOf('topic:iron')).toEqual({ shape: 'educationTopic', group: 'education' });
    expect(documentOf('topic:Iron!')).toBeUndefined();
    expect(documentOf('toString')).toBeUndefined();
  });

  it('asks for every text in both languages; a blankable one may be empty in both, not in one; optional pictures may stay empty', () => {
    const en = { title: 'Iron', header: '', body: 'Body', bullets: [bullet('One')], description: '' };
    expect(documentGaps(topic, en, { ...en, title: 'Hierro', body: 'Cuerpo', bullets: [bullet('Uno')] })).toEqual([]);
    expect(documentGaps(topic, en, { ...en, title: ' ', header: 'Lo que sientes', bullets: [bullet('')] })).toEqual([
      'es.title',
      'en.header',
      'es.bullets.0.text',
    ]);
  });

  it('finds where the two languages differ in rows or in a value they share', () => {
    const en = { title: 'T', body: 'B', bullets: [bullet('a', '/education/arm.svg')] };
    expect(documentStructureDiffers(topic, en, { ...en, bullets: [bullet('a', '/education/arm.svg')] })).toEqual([]);
    expect(documentStructureDiffers(topic, en, { ...en, bullets: [] })).toEqual(['es.bullets']);
    expect(documentStructureDiffers(topic, en, { ...en, bullets: [bullet('b', '/education/iron.svg')] })).toEqual([
      'es.bullets.0.thumbnail',
    ]);
  });

  it('keeps what the server fills per donor out of the editor, and makes new rows the shape accepts', () => {
    expect(fee.type === 'object' && fee.fields.filter((field) => field.node.type === 'computed').map((field) => field.name)).toEqual([
      'type',
      'startFrequency',
      'completeddonations',
    ]);
    for (const schema of Object.values(documentShapes)) {
      const tree = documentTree(schema);
      if (tree.type !== 'object') throw new Error('a document is an object');
      for (const field of tree.fields) {
        if (field.node.type !== 'list') continue;
        const withRow = { ...(emptyOf(tree) as object), [field.name]: [emptyOf(field.node.item)] };
        expect(schema.safeParse(withRow).success, field.name).toBe(true);
      }
    }
  });
});
