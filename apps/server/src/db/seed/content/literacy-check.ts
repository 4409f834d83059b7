import type { LiteracyDocument } from '../../../domain/check-documents';

/** Demo literacy check: short readings about donating plasma, each followed by a question about it. */
export const literacyCheck: LiteracyDocument = {
  kind: 'literacy',
  format: {
    en: {
      landing: {
        title: 'Learn about donating plasma',
        description: [
          'Read three short pages about plasma donation and answer one question after each.',
          'It takes about five minutes and helps you know what to expect at the center.',
        ],
        imgsrc: '/education/book.svg',
        imgwidth: 120,
        startButton: 'Start reading',
      },
      emptyFieldsError: 'Please answer the question before you continue.',
      title: 'Learn about donating plasma',
      submitButtonText: 'Submit',
      nextButtonText: 'Continue',
    },
    es: {
      landing: {
        title: 'Aprende sobre la donación de plasma',
        description: [
          'Lee tres páginas breves sobre la donación de plasma y responde una pregunta después de cada una.',
          'Toma unos cinco minutos y te ayuda a saber qué esperar en el centro.',
        ],
        imgsrc: '/education/book.svg',
        imgwidth: 120,
        startButton: 'Comenzar a leer',
      },
      emptyFieldsError: 'Responde la pregunta antes de continuar.',
      title: 'Aprende sobre la donación de plasma',
      submitButtonText: 'Enviar',
      nextButtonText: 'Continuar',
    },
  },
  prerequisite: {
    en: {
      title: 'Before you begin',
      description: [
        'Find a quiet moment: the reading takes about five minutes.',
        'You can leave at any time; your answers are saved after each page.',
      ],
      imgsrc: '/education/book.svg',
      imgwidth: 96,
      buttons: [
        { title: 'Cancel', redirectTo: '/' },
        { title: 'I’m ready', proceeding: true, contained: true },
      ],
    },
    es: {
      title: 'Antes de empezar',
      description: [
        'Busca un momento tranquilo: la lectura toma unos cinco minutos.',
        'Puedes salir en cualquier momento; tus respuestas se guardan después de cada página.',
      ],
      imgsrc: '/education/book.svg',
      imgwidth: 96,
      buttons: [
        { title: 'Cancelar', redirectTo: '/' },
        { title: 'Estoy listo', proceeding: true, contained: true },
      ],
    },
  },
  pages: [
    {
      text: {
        en: [
          { tag: 'H2', text: 'What is plasma?', marginBottom: 8 },
          {
            tag: 'Body',
            text: 'Plasma is the yellow, liquid part of your blood. It carries proteins that help your blood clot and fight infections.',
            marginBottom: 8,
          },
          {
            tag: 'Body',
            text: 'Medicines made from donated plasma treat people with immune deficiencies, bleeding disorders and burns. Only donors can provide it: it cannot be made in a laboratory.',
            marginBottom: 12,
          },
        ],
        es: [
          { tag: 'H2', text: '¿Qué es el plasma?', marginBottom: 8 },
          {
            tag: 'Body',
            text: 'El plasma es la parte líquida y amarilla de la sangre. Lleva proteínas que ayudan a la sangre a coagular y a combatir infecciones.',
            marginBottom: 8,
          },
          {
            tag: 'Body',
            text: 'Los medicamentos hechos con plasma donado tratan a personas con inmunodeficiencias, trastornos de la coagulación y quemaduras. Solo los donantes pueden darlo: no se puede fabricar en un laboratorio.',
            marginBottom: 12,
          },
        ],
      },
      questions: [
        {
          id: 'plasmaIs',
          type: 'single',
          text: { en: 'What is plasma?', es: '¿Qué es el plasma?' },
          options: [
            { value: 'liquid', text: { en: 'The liquid part of the blood', es: 'La parte líquida de la sangre' } },
            { value: 'redCells', text: { en: 'The red blood cells', es: 'Los glóbulos rojos' } },
            { value: 'medicine', text: { en: 'A medicine made in a laboratory', es: 'Un medicamento fabricado en un laboratorio' } },
          ],
        },
      ],
    },
    {
      text: {
        en: [
          { tag: 'H2', text: 'How a donation works', marginBottom: 8 },
          {
            tag: 'Body',
            text: 'A machine draws blood from one arm, separates the plasma and returns your red blood cells to you with a little saline.',
            marginBottom: 8,
          },
          {
            tag: 'bullets',
            bullets: [
              { text: 'Your first visit takes about two hours, including a short health screening.', marginBottom: 4 },
              { text: 'Later donations take about one hour.', marginBottom: 4 },
              { text: 'Every needle and tube is sterile and used only once.', marginBottom: 4 },
            ],
            marginBottom: 12,
          },
        ],
        es: [
          { tag: 'H2', text: 'Cómo funciona una donación', marginBottom: 8 },
          {
            tag: 'Body',
            text: 'Una máquina extrae sangre de un brazo, separa el plasma y te devuelve los glóbulos rojos con un poco de solución salina.',
            marginBottom: 8,
          },
          {
            tag: 'bullets',
            bullets: [
              { text: 'Tu primera visita dura unas dos horas, con una breve revisión de salud.', marginBottom: 4 },
              { text: 'Las siguientes donaciones duran alrededor de una hora.', marginBottom: 4 },
              { text: 'Cada aguja y cada tubo son estériles y se usan una sola vez.', marginBottom: 4 },
            ],
            marginBottom: 12,
          },
        ],
      },
      questions: [
        {
          id: 'returned',
          type: 'single',
          text: { en: 'What does the machine give back to you?', es: '¿Qué te devuelve la máquina?' },
          options: [
            { value: 'redCells', text: { en: 'Your red blood cells', es: 'Tus glóbulos rojos' } },
            { value: 'plasma', text: { en: 'Your plasma', es: 'Tu plasma' } },
            { value: 'nothing', text: { en: 'Nothing', es: 'Nada' } },
          ],
        },
      ],
    },
    {
      text: {
        en: [
          { tag: 'H2', text: 'Your health comes first', marginBottom: 8 },
          {
            tag: 'Body',
            text: 'At every visit, staff check your weight, blood pressure, pulse, temperature, protein and iron levels. They may ask you not to donate that day to protect your health.',
            marginBottom: 12,
          },
          { tag: 'H4', text: 'Before you continue', marginBottom: 4 },
          { tag: 'Body', text: 'To go on, you need to agree to answer health questions honestly at each visit.', marginBottom: 12 },
        ],
        es: [
          { tag: 'H2', text: 'Tu salud es lo primero', marginBottom: 8 },
          {
            tag: 'Body',
            text: 'En cada visita, el personal revisa tu peso, presión arterial, pulso, temperatura y niveles de proteína y hierro. Pueden pedirte que no dones ese día para proteger tu salud.',
            marginBottom: 12,
          },
          { tag: 'H4', text: 'Antes de continuar', marginBottom: 4 },
          {
            tag: 'Body',
            text: 'Para seguir, debes aceptar responder con sinceridad las preguntas de salud en cada visita.',
            marginBottom: 12,
          },
        ],
      },
      questions: [
        {
          id: 'agree',
          type: 'single',
          text: {
            en: 'Do you agree to answer the health questions honestly at each visit?',
            es: '¿Aceptas responder con sinceridad las preguntas de salud en cada visita?',
          },
          options: [
            { value: 'yes', text: { en: 'Yes, I agree', es: 'Sí, acepto' } },
            { value: 'no', text: { en: 'No, not today', es: 'No, hoy no' }, endsCheck: true },
          ],
        },
      ],
    },
  ],
  success: {
    en: {
      title: 'Well done!',
      imgsrc: '/education/check-circle.svg',
      description: [
        'You know the basics of donating plasma.',
        'Next, tell us about your health history in the pre-donor survey. You can save it and finish later.',
      ],
      customeventtitle: 'Next step',
      customeventtext: 'Pre-donor survey: about 5 minutes.',
    },
    es: {
      title: '¡Muy bien!',
      imgsrc: '/education/check-circle.svg',
      description: [
        'Ya conoces lo básico de la donación de plasma.',
        'Ahora, cuéntanos tu historial de salud en la encuesta previa a la donación. Puedes guardarla y terminarla más tarde.',
      ],
      customeventtitle: 'Siguiente paso',
      customeventtext: 'Encuesta previa a la donación: unos 5 minutos.',
    },
  },
  card: {
    en: {
      title: 'Step 1: learn about donating',
      description: ['Three short readings about plasma, each with one question.'],
      buttonText: 'Start learning',
    },
    es: {
      title: 'Paso 1: aprende sobre la donación',
      description: ['Tres lecturas breves sobre el plasma, cada una con una pregunta.'],
      buttonText: 'Comenzar',
    },
  },
  notToday: {
    en: {
      title: 'Not today',
      message: 'That’s all right. A member of our staff can go through the rest with you in person at your center.',
      button: 'Go to home',
    },
    es: {
      title: 'Hoy no',
      message: 'No pasa nada. Una persona de nuestro equipo puede revisar el resto contigo en persona en tu centro.',
      button: 'Ir al inicio',
    },
  },
  notTodayCard: {
    en: { title: 'Continue at your center', description: ['Our staff will finish your pre-screening with you in person.'] },
    es: { title: 'Continúa en tu centro', description: ['Nuestro personal terminará tu preevaluación contigo en persona.'] },
  },
};
