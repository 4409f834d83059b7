import type { CheckInDocument } from '../../../domain/check-documents';

const yesNo = [
  { value: 'yes', text: { en: 'Yes', es: 'Sí' } },
  { value: 'no', text: { en: 'No', es: 'No' } },
];

/** Demo express check-in questionnaire: the questions a center asks on the day of a donation, two short pages. */
export const checkInQuestionnaire: CheckInDocument = {
  kind: 'checkin',
  intro: {
    en: {
      title: 'Check in online',
      description: 'Answer these questions about today before you arrive. Each page is saved when you continue.',
      nextButtonText: 'Save and continue',
      submitButtonText: 'Finish and get my pass',
    },
    es: {
      title: 'Regístrate en línea',
      description: 'Responde estas preguntas sobre el día de hoy antes de llegar. Cada página se guarda al continuar.',
      nextButtonText: 'Guardar y continuar',
      submitButtonText: 'Terminar y obtener mi pase',
    },
  },
  pages: [
    {
      title: { en: 'How you feel today', es: 'Cómo te sientes hoy' },
      questions: [
        {
          id: 'feelingWell',
          type: 'single',
          text: { en: 'Are you feeling well and healthy today?', es: '¿Te sientes bien y con buena salud hoy?' },
          options: yesNo,
        },
        {
          id: 'ateAndDrank',
          type: 'single',
          text: {
            en: 'Have you eaten a meal and had plenty of water in the last 4 hours?',
            es: '¿Comiste y tomaste suficiente agua en las últimas 4 horas?',
          },
          options: yesNo,
        },
      ],
    },
    {
      title: { en: 'Since your last visit', es: 'Desde tu última visita' },
      questions: [
        {
          id: 'newMedication',
          type: 'single',
          text: {
            en: 'Have you started any new medication since your last donation?',
            es: '¿Empezaste a tomar algún medicamento nuevo desde tu última donación?',
          },
          options: yesNo,
        },
        {
          id: 'tattooOrPiercing',
          type: 'single',
          text: {
            en: 'Have you had a tattoo or piercing in the last 4 months?',
            es: '¿Te hiciste un tatuaje o una perforación en los últimos 4 meses?',
          },
          options: yesNo,
        },
      ],
    },
  ],
};
