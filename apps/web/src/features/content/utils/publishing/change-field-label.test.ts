import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../../i18n/en/content.json';
import es from '../../../../i18n/es/content.json';
import { changeFieldLabel } from './change-field-label';

const translator = async (lng: 'en' | 'es') => {
  const instance = i18next.createInstance();
  await instance.init({ lng, ns: ['content'], defaultNS: 'content', resources: { en: { content: en }, es: { content: es } } });
  return instance.getFixedT(lng, 'content');
};

describe('a compared field as editors read it (no stored path shown)', () => {
  it('names chatbot nodes by their number in the tree, in the console’s language', async () => {
    const t = await translator('es');
    expect(changeFieldLabel('chatbot', 'fields.root.children.1.children.0.text.es', t)).toBe('Opción 2.1 › Texto de la opción · Español');
    expect(changeFieldLabel('chatbot', 'fields.root.description.en', t)).toBe('Saludo › Saludo · Inglés');
    expect(changeFieldLabel('chatbot', 'fields.root.children.0.isFeedback', t)).toBe(
      'Opción 1 › Ofrece una solicitud a Atención al Donante',
    );
  });

  it('names document rows and fields from the document editor’s catalogue', async () => {
    const t = await translator('en');
    expect(changeFieldLabel('document', 'fields.es.sections.0.bullets.2.text', t)).toBe('Section 1 › Bullet point 3 › Text · Spanish');
  });

  it('names news and promotion fields as their inputs do', async () => {
    const t = await translator('en');
    expect(changeFieldLabel('news', 'fields.blocks.2.text.en', t)).toBe('Body 3 › Text · English');
    expect(changeFieldLabel('document', 'publishAt', t)).toBe('Publishes');
    expect(changeFieldLabel('promotion', 'fields.questions.0.answers.1.items.es', t)).toBe('Question 1 › Option 2 › Text · Spanish');
  });
});
