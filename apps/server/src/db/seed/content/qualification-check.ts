import type { QualificationDocument } from '../../../domain/check-documents';

const yesNo = [
  { value: 'yes', text: { en: 'Yes', es: 'Sí' } },
  { value: 'no', text: { en: 'No', es: 'No' } },
];
const home = { en: { title: 'Go to home', redirectTo: '/' }, es: { title: 'Ir al inicio', redirectTo: '/' } };

/** Demo qualification check: the eligibility checklist a plasma center asks before a first visit. */
export const qualificationCheck: QualificationDocument = {
  kind: 'qualification',
  format: {
    en: {
      landing: {
        title: 'Qualification check',
        description: [
          'Answer a few questions to see whether you can donate plasma now.',
          'It takes about two minutes. Your answers are saved after each page, so you can come back later.',
          'The center confirms your eligibility with a short health screening on your first visit.',
        ],
        imgsrc: '/education/checklist.svg',
        imgwidth: 120,
        startButton: 'Start qualification check',
      },
      calculating: 'Checking your answers…',
      exitWarning: 'Your answers so far are saved. You can finish the check later.',
      emptyFieldsError: 'Please answer every question on this page.',
      title: 'Qualification check',
      submitButtonText: 'See my result',
      nextButtonText: 'Continue',
    },
    es: {
      landing: {
        title: 'Evaluación de requisitos',
        description: [
          'Responde unas preguntas para saber si puedes donar plasma ahora.',
          'Toma unos dos minutos. Tus respuestas se guardan al pasar cada página, así que puedes volver más tarde.',
          'En tu primera visita, el centro confirma que cumples los requisitos con una breve revisión de salud.',
        ],
        imgsrc: '/education/checklist.svg',
        imgwidth: 120,
        startButton: 'Comenzar la evaluación',
      },
      calculating: 'Revisando tus respuestas…',
      exitWarning: 'Tus respuestas hasta ahora están guardadas. Puedes terminar la evaluación más tarde.',
      emptyFieldsError: 'Responde todas las preguntas de esta página.',
      title: 'Evaluación de requisitos',
      submitButtonText: 'Ver mi resultado',
      nextButtonText: 'Continuar',
    },
  },
  pages: [
    {
      title: { en: 'About you', es: 'Sobre ti' },
      questions: [
        {
          id: 'age',
          type: 'number',
          text: { en: 'How old are you?', es: '¿Cuántos años tienes?' },
          min: 1,
          max: 120,
          unit: { en: 'years', es: 'años' },
        },
        {
          id: 'weight',
          type: 'number',
          text: { en: 'How much do you weigh?', es: '¿Cuánto pesas?' },
          min: 50,
          max: 700,
          unit: { en: 'lb', es: 'lb' },
        },
      ],
    },
    {
      title: { en: 'Recent events', es: 'Eventos recientes' },
      questions: [
        {
          id: 'tattoo',
          type: 'single',
          text: {
            en: 'In the past 4 months, have you had a tattoo, permanent makeup or a piercing?',
            es: 'En los últimos 4 meses, ¿te hiciste un tatuaje, maquillaje permanente o una perforación (piercing)?',
          },
          options: yesNo,
        },
        {
          id: 'travel',
          type: 'single',
          text: {
            en: 'In the past 12 months, have you traveled outside the United States and Canada?',
            es: 'En los últimos 12 meses, ¿viajaste fuera de Estados Unidos y Canadá?',
          },
          options: [
            { value: 'no', text: { en: 'No', es: 'No' } },
            { value: 'malaria', text: { en: 'Yes, to an area where malaria is common', es: 'Sí, a una zona donde la malaria es común' } },
            { value: 'unsure', text: { en: 'Yes, and I am not sure about malaria there', es: 'Sí, y no sé si allí hay malaria' } },
            { value: 'other', text: { en: 'Yes, only to areas without malaria', es: 'Sí, solo a zonas sin malaria' } },
          ],
        },
      ],
    },
    {
      title: { en: 'Medications', es: 'Medicamentos' },
      questions: [
        {
          id: 'medications',
          type: 'multiple',
          text: {
            en: 'Are you taking any of these medications? Choose all that apply.',
            es: '¿Tomas alguno de estos medicamentos? Elige todos los que correspondan.',
          },
          options: [
            { value: 'isotretinoin', text: { en: 'Isotretinoin (Accutane) for acne', es: 'Isotretinoína (Accutane) para el acné' } },
            { value: 'finasteride', text: { en: 'Finasteride (Propecia, Proscar)', es: 'Finasterida (Propecia, Proscar)' } },
            {
              value: 'bloodThinner',
              text: { en: 'A blood thinner (warfarin, heparin, apixaban…)', es: 'Un anticoagulante (warfarina, heparina, apixabán…)' },
            },
            { value: 'none', text: { en: 'None of these', es: 'Ninguno de estos' } },
          ],
        },
        {
          id: 'feelingWell',
          type: 'single',
          text: { en: 'Are you feeling healthy and well today?', es: '¿Te sientes sano y bien hoy?' },
          options: yesNo,
        },
      ],
    },
  ],
  rules: [
    {
      question: 'age',
      when: { below: 18 },
      outcome: 'notEligible',
      educationCode: 'age',
      reason: { en: 'Plasma donors must be at least 18 years old.', es: 'Los donantes de plasma deben tener al menos 18 años.' },
    },
    {
      question: 'age',
      when: { above: 69 },
      outcome: 'notEligible',
      educationCode: 'age',
      reason: { en: 'Plasma donors must be 69 years old or younger.', es: 'Los donantes de plasma deben tener 69 años o menos.' },
    },
    {
      question: 'weight',
      when: { below: 110 },
      outcome: 'notEligible',
      educationCode: 'weight',
      reason: {
        en: 'Donors must weigh at least 110 lb so that donating is safe for them.',
        es: 'Los donantes deben pesar al menos 110 lb para que donar sea seguro.',
      },
    },
    {
      question: 'tattoo',
      when: { equals: 'yes' },
      outcome: 'deferUntil',
      deferDays: 120,
      educationCode: 'tattoo',
      reason: {
        en: 'A tattoo, permanent makeup or piercing needs 4 months to heal before you can donate.',
        es: 'Un tatuaje, maquillaje permanente o perforación necesita 4 meses antes de que puedas donar.',
      },
    },
    {
      question: 'travel',
      when: { equals: 'malaria' },
      outcome: 'deferUntil',
      deferDays: 365,
      educationCode: 'travel',
      reason: {
        en: 'After a trip to an area where malaria is common, donors wait 12 months.',
        es: 'Después de viajar a una zona donde la malaria es común, se espera 12 meses para donar.',
      },
    },
    {
      question: 'travel',
      when: { equals: 'unsure' },
      outcome: 'contact',
      educationCode: 'travel',
      reason: {
        en: 'Our donor care team will check the places you visited with you.',
        es: 'Nuestro equipo de atención al donante revisará contigo los lugares que visitaste.',
      },
    },
    {
      question: 'medications',
      when: { includes: 'isotretinoin' },
      outcome: 'deferUntil',
      deferDays: 30,
      educationCode: 'medication',
      reason: {
        en: 'Wait one month after your last dose of isotretinoin.',
        es: 'Espera un mes después de tu última dosis de isotretinoína.',
      },
    },
    {
      question: 'medications',
      when: { includes: 'finasteride' },
      outcome: 'deferUntil',
      deferDays: 30,
      educationCode: 'medication',
      reason: {
        en: 'Wait one month after your last dose of finasteride.',
        es: 'Espera un mes después de tu última dosis de finasterida.',
      },
    },
    {
      question: 'medications',
      when: { includes: 'bloodThinner' },
      outcome: 'contact',
      educationCode: 'medication',
      reason: {
        en: 'Blood thinners need a review by the center’s medical staff.',
        es: 'Los anticoagulantes necesitan una revisión del personal médico del centro.',
      },
    },
    {
      question: 'feelingWell',
      when: { equals: 'no' },
      outcome: 'deferUntil',
      deferDays: 3,
      educationCode: 'illness',
      reason: {
        en: 'Donate only when you feel well: try again once you have felt healthy for a few days.',
        es: 'Dona solo cuando te sientas bien: vuelve a intentarlo cuando lleves unos días sintiéndote sano.',
      },
    },
  ],
  results: {
    eligible: {
      en: {
        title: '<strong>Good news!</strong> You may be able to donate plasma.',
        imgsrc: '/education/check-circle.svg',
        imgwidth: 96,
        description: [
          'Your answers meet our basic requirements.',
          'Bring a photo ID, proof of address and your Social Security number to your first visit.',
        ],
        buttons: [{ title: 'Continue', proceeding: true, contained: true }],
      },
      es: {
        title: '<strong>¡Buenas noticias!</strong> Es posible que puedas donar plasma.',
        imgsrc: '/education/check-circle.svg',
        imgwidth: 96,
        description: [
          'Tus respuestas cumplen con nuestros requisitos básicos.',
          'Lleva a tu primera visita una identificación con foto, un comprobante de domicilio y tu número de Seguro Social.',
        ],
        buttons: [{ title: 'Continuar', proceeding: true, contained: true }],
      },
    },
    deferUntil: {
      en: {
        title: 'You can’t donate <em>yet</em>.',
        imgsrc: '/education/calendar.svg',
        imgwidth: 96,
        description: ['You may be able to donate from the date above. We will be glad to see you then.'],
        buttons: [{ ...home.en, contained: true }],
      },
      es: {
        title: 'Todavía <em>no</em> puedes donar.',
        imgsrc: '/education/calendar.svg',
        imgwidth: 96,
        description: ['Es posible que puedas donar a partir de la fecha indicada. Te esperamos entonces.'],
        buttons: [{ ...home.es, contained: true }],
      },
    },
    notEligible: {
      en: {
        title: 'We’re sorry, you can’t donate plasma right now.',
        description: ['Thank you for wanting to help patients who need plasma medicines.'],
        buttons: [{ ...home.en, contained: true }],
      },
      es: {
        title: 'Lo sentimos, no puedes donar plasma en este momento.',
        description: ['Gracias por querer ayudar a los pacientes que necesitan medicamentos hechos con plasma.'],
        buttons: [{ ...home.es, contained: true }],
      },
    },
    contact: {
      en: {
        title: 'Let’s talk before your first donation.',
        description: ['One of your answers needs a quick review with our donor care team.'],
        buttons: [{ title: 'Contact', goto: 'contact-us', contained: true }, home.en],
      },
      es: {
        title: 'Hablemos antes de tu primera donación.',
        description: ['Una de tus respuestas necesita una revisión rápida con nuestro equipo de atención al donante.'],
        buttons: [{ title: 'Contacto', goto: 'contact-us', contained: true }, home.es],
      },
    },
  },
  overlayTitle: { en: 'Your qualification check result', es: 'Resultado de tu evaluación de requisitos' },
  card: {
    en: {
      title: 'Last step: qualification check',
      description: ['A short checklist tells you whether you can donate plasma now.'],
      buttonText: 'Start the qualification check',
    },
    es: {
      title: 'Último paso: evaluación de requisitos',
      description: ['Una breve lista de preguntas te dice si puedes donar plasma ahora.'],
      buttonText: 'Comenzar la evaluación de requisitos',
    },
  },
  notEligibleCard: {
    en: {
      title: 'Your qualification check result',
      description: ['You can’t donate at the moment. See your result for the details.'],
      buttonText: 'See my result',
    },
    es: {
      title: 'Resultado de tu evaluación de requisitos',
      description: ['Por ahora no puedes donar. Consulta tu resultado para ver los detalles.'],
      buttonText: 'Ver mi resultado',
    },
  },
  completedCard: {
    en: {
      title: 'Pre-screening complete',
      description: ['You are ready for your first visit. Bring a photo ID, proof of address and your Social Security number.'],
    },
    es: {
      title: 'Preevaluación completa',
      description: [
        'Ya puedes hacer tu primera visita. Lleva una identificación con foto, un comprobante de domicilio y tu número de Seguro Social.',
      ],
    },
  },
};
