import type { SurveyDocument } from '../../../domain/check-documents';

const yesNo = [
  { value: 'yes', text: { en: 'Yes', es: 'Sí' } },
  { value: 'no', text: { en: 'No', es: 'No' } },
];

/** Demo pre-donor survey: the health history the center reviews before a first donation. */
export const predonorSurvey: SurveyDocument = {
  kind: 'predonorsurvey',
  intro: {
    en: {
      title: 'Pre-donor survey',
      description: [
        'Your health history helps our medical staff keep you safe. Each page is saved when you continue, so you can stop and come back.',
      ],
      submitButtonText: 'Submit survey',
      nextButtonText: 'Save and continue',
    },
    es: {
      title: 'Encuesta previa a la donación',
      description: [
        'Tu historial de salud ayuda a nuestro personal médico a cuidarte. Cada página se guarda al continuar, así que puedes parar y volver.',
      ],
      submitButtonText: 'Enviar encuesta',
      nextButtonText: 'Guardar y continuar',
    },
  },
  pages: [
    {
      title: { en: 'Your health', es: 'Tu salud' },
      questions: [
        {
          id: 'conditions',
          type: 'multiple',
          text: {
            en: 'Have you ever had any of these conditions? Choose all that apply.',
            es: '¿Has tenido alguna de estas afecciones? Elige todas las que correspondan.',
          },
          options: [
            { value: 'heart', text: { en: 'Heart disease', es: 'Enfermedad del corazón' } },
            { value: 'lung', text: { en: 'Lung disease', es: 'Enfermedad pulmonar' } },
            { value: 'bleeding', text: { en: 'A bleeding disorder', es: 'Un trastorno de la coagulación' } },
            { value: 'hepatitis', text: { en: 'Hepatitis', es: 'Hepatitis' } },
            { value: 'none', text: { en: 'None of these', es: 'Ninguna de estas' } },
          ],
        },
        {
          id: 'seizures',
          type: 'single',
          text: { en: 'Have you had a seizure in the past 12 months?', es: '¿Tuviste una convulsión en los últimos 12 meses?' },
          options: yesNo,
        },
      ],
    },
    {
      title: { en: 'Recent care', es: 'Atención reciente' },
      questions: [
        {
          id: 'surgery',
          type: 'single',
          text: { en: 'Have you had surgery in the past 12 months?', es: '¿Te operaron en los últimos 12 meses?' },
          options: yesNo,
        },
        {
          id: 'transfusion',
          type: 'single',
          text: {
            en: 'Have you received a blood transfusion in the past 12 months?',
            es: '¿Recibiste una transfusión de sangre en los últimos 12 meses?',
          },
          options: yesNo,
        },
        {
          id: 'vaccine',
          type: 'single',
          text: { en: 'Have you had a vaccine in the past 4 weeks?', es: '¿Te vacunaste en las últimas 4 semanas?' },
          options: yesNo,
        },
      ],
    },
    {
      title: { en: 'Anything else', es: 'Algo más' },
      questions: [
        {
          id: 'medicationList',
          type: 'text',
          optional: true,
          text: {
            en: 'List any medicines you take regularly (optional).',
            es: 'Enumera los medicamentos que tomas con regularidad (opcional).',
          },
        },
        {
          id: 'pregnant',
          type: 'single',
          text: {
            en: 'Are you pregnant or have you been pregnant in the past 6 weeks?',
            es: '¿Estás embarazada o lo estuviste en las últimas 6 semanas?',
          },
          options: [...yesNo, { value: 'na', text: { en: 'Does not apply', es: 'No aplica' } }],
        },
      ],
    },
  ],
  success: {
    en: {
      title: 'Thank you!',
      imgsrc: '/education/check-circle.svg',
      description: ['Your pre-donor survey is saved. Our medical staff will review it with you at your first visit.'],
      customeventtitle: 'Next step',
      customeventtext: 'Qualification check: about 2 minutes.',
    },
    es: {
      title: '¡Gracias!',
      imgsrc: '/education/check-circle.svg',
      description: ['Tu encuesta previa a la donación está guardada. Nuestro personal médico la revisará contigo en tu primera visita.'],
      customeventtitle: 'Siguiente paso',
      customeventtext: 'Evaluación de requisitos: unos 2 minutos.',
    },
  },
  card: {
    en: {
      title: 'Step 2: pre-donor survey',
      description: ['Tell us about your health history. You can save it and finish later.'],
      buttonText: 'Open the survey',
    },
    es: {
      title: 'Paso 2: encuesta previa a la donación',
      description: ['Cuéntanos tu historial de salud. Puedes guardarla y terminarla más tarde.'],
      buttonText: 'Abrir la encuesta',
    },
  },
};
