import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import en from '../../../i18n/en/screening-content.json';
import es from '../../../i18n/es/screening-content.json';
import { versionFieldLabel, versionValueLabel } from './version-field-label';

const translator = async (lng: 'en' | 'es') => {
  const instance = i18next.createInstance();
  const ns = 'screening-content';
  await instance.init({ lng, ns: [ns], defaultNS: ns, resources: { en: { [ns]: en }, es: { [ns]: es } } });
  return instance.getFixedT(lng, ns);
};
const texts = [{ path: 'landing.title', text: { en: 'Welcome', es: 'Bienvenida' } }];

describe('a compared field of a check version as editors read it (no stored path shown)', () => {
  it('names pages, questions, options and rules as the form does, in Spanish', async () => {
    const t = await translator('es');
    expect(versionFieldLabel('pages.0.questions.1.text.es', texts, t)).toBe('Página 1 › Página 1, pregunta 2 › Texto · Español');
    expect(versionFieldLabel('pages.1.questions.0.options.2.value', texts, t)).toBe(
      'Página 2 › Página 2, pregunta 1 › Opción 3 › Valor de la opción',
    );
    expect(versionFieldLabel('rules.2.when.equals', texts, t)).toBe('Regla 3 › La respuesta es la opción');
    expect(versionValueLabel('pages.0.questions.1.type', 'text', t)).toBe('Respuesta escrita');
    expect(versionValueLabel('rules.0.outcome', 'notEligible', t)).toBe('No apto');
    expect(versionValueLabel('pages.0.questions.1.id', 'text', t)).toBe('text');
  });

  it('names the other texts by their place in the document', async () => {
    const t = await translator('en');
    expect(versionFieldLabel('texts.0.text.en', texts, t)).toBe('Landing › Title · English');
    expect(versionFieldLabel('pages.0.blocks.1.bullets.0.text.es', texts, t)).toBe(
      'Page 1 › Text block 2 › Text block 2, bullet 1 › Text · Spanish',
    );
  });
});
