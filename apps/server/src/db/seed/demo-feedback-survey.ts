import type { SurveyInput } from '../factories/feedback';

const scale = [
  { order: 1, text: { en: 'Very poor', es: 'Muy mala' } },
  { order: 2, text: { en: 'Poor', es: 'Mala' } },
  { order: 3, text: { en: 'Okay', es: 'Regular' } },
  { order: 4, text: { en: 'Good', es: 'Buena' } },
  { order: 5, text: { en: 'Excellent', es: 'Excelente' } },
];

/** The demo after-donation survey: two single-choice questions and one multiple-choice, in both languages. */
export const demoFeedbackSurvey: SurveyInput = {
  title: { en: 'How was your donation today?', es: '¿Cómo fue tu donación de hoy?' },
  additionalInformation: {
    en: 'Your answers go straight to your center’s team and help us make every visit better.',
    es: 'Tus respuestas llegan directamente al equipo de tu centro y nos ayudan a mejorar cada visita.',
  },
  additionalFeedbackLabel: { en: 'Anything else you would like to tell us?', es: '¿Hay algo más que quieras contarnos?' },
  emptyFieldsError: { en: 'Please answer all required questions.', es: 'Responde todas las preguntas obligatorias.' },
  questions: [
    {
      index: 0,
      title: { en: 'How would you rate your overall experience?', es: '¿Cómo calificarías tu experiencia en general?' },
      multiple: false,
      answers: scale,
    },
    {
      index: 1,
      title: { en: 'How long did your visit feel?', es: '¿Cómo te pareció la duración de tu visita?' },
      multiple: false,
      answers: [
        { order: 1, text: { en: 'Shorter than expected', es: 'Más corta de lo esperado' } },
        { order: 2, text: { en: 'About right', es: 'Adecuada' } },
        { order: 3, text: { en: 'Longer than expected', es: 'Más larga de lo esperado' } },
      ],
    },
    {
      index: 2,
      title: {
        en: 'What stood out during your visit? (choose all that apply)',
        es: '¿Qué destacó en tu visita? (elige todas las que correspondan)',
      },
      multiple: true,
      answers: [
        { order: 1, text: { en: 'Friendly staff', es: 'Personal amable' } },
        { order: 2, text: { en: 'Clean center', es: 'Centro limpio' } },
        { order: 3, text: { en: 'Short wait', es: 'Poca espera' } },
        { order: 4, text: { en: 'Comfortable donation', es: 'Donación cómoda' } },
        { order: 5, text: { en: 'Clear information', es: 'Información clara' } },
      ],
    },
  ],
};

/** Bonus points on the after-donation wheel. */
export const demoWheelPrizes = [10, 25, 50, 25, 100, 10, 50, 25];
