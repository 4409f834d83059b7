import type { Bilingual, TipCards, TipList, TipsMainLayout } from '@portal/contract';

const b = (text: string) => ({ text });

export const beforeDonation: Bilingual<TipList> = {
  en: {
    title: 'Before Donation',
    description: 'A little preparation makes your donation easier and quicker.',
    sections: [
      {
        header: 'Drink plenty of water',
        bullets: [
          b('Drink 6 to 8 glasses of water or juice the day before and the day of your donation.'),
          b('Plasma is mostly water: well-hydrated donors donate faster and feel better afterwards.'),
          b('Avoid alcohol for 24 hours before donating, and limit coffee and energy drinks.'),
        ],
      },
      {
        header: 'Eat a healthy meal',
        bullets: [
          b('Eat a meal rich in protein and iron within 3 hours before you donate: eggs, beans, lean meat, fish, tofu or spinach.'),
          b('Avoid fatty foods such as fries, pizza, chips or ice cream: fat in your blood can keep your plasma from being used.'),
          b('Do not come on an empty stomach.'),
        ],
      },
      {
        header: 'What to bring',
        bullets: [
          b('A valid photo ID.'),
          b('Proof of address and your Social Security number on your first visit.'),
          b('A list of the medicines you take.'),
        ],
      },
      {
        header: 'Rest and dress comfortably',
        bullets: [
          b('Get a good night’s sleep.'),
          b('Wear a shirt with sleeves that roll up above the elbow.'),
          b('Skip tobacco for an hour before donating.'),
        ],
      },
    ],
  },
  es: {
    title: 'Antes de donar',
    description: 'Prepararte un poco hace que tu donación sea más fácil y rápida.',
    sections: [
      {
        header: 'Toma mucha agua',
        bullets: [
          b('Toma de 6 a 8 vasos de agua o jugo el día anterior y el día de tu donación.'),
          b('El plasma es casi todo agua: los donantes bien hidratados donan más rápido y se sienten mejor después.'),
          b('No tomes alcohol en las 24 horas previas y limita el café y las bebidas energéticas.'),
        ],
      },
      {
        header: 'Come de forma saludable',
        bullets: [
          b('Come algo rico en proteína y hierro en las 3 horas antes de donar: huevos, frijoles, carne magra, pescado, tofu o espinacas.'),
          b(
            'Evita la comida grasosa como papas fritas, pizza, frituras o helado: la grasa en la sangre puede impedir que se use tu plasma.',
          ),
          b('No vengas con el estómago vacío.'),
        ],
      },
      {
        header: 'Qué traer',
        bullets: [
          b('Una identificación con foto vigente.'),
          b('Un comprobante de domicilio y tu número de Seguro Social en tu primera visita.'),
          b('Una lista de los medicamentos que tomas.'),
        ],
      },
      {
        header: 'Descansa y vístete cómodo',
        bullets: [
          b('Duerme bien la noche anterior.'),
          b('Usa una camisa cuyas mangas se puedan subir por encima del codo.'),
          b('No fumes durante la hora previa a la donación.'),
        ],
      },
    ],
  },
};

export const duringDonation: Bilingual<TipCards> = {
  en: {
    title: 'During Donation',
    description: 'Here is what happens while you donate, and how to stay comfortable.',
    cards: [
      {
        header: 'Check-in and screening',
        body: 'Staff check your weight, pulse, blood pressure, temperature and a drop of blood for protein and iron.',
        img: '/education/checklist.svg',
      },
      {
        header: 'The donation',
        body: 'A sterile needle goes into your arm. The machine separates your plasma and returns your red cells. It takes about an hour.',
        img: '/education/arm.svg',
      },
      {
        header: 'Stay relaxed',
        body: 'Squeeze your hand gently when asked, keep your arm still, and read, watch or listen to something you enjoy.',
        img: '/education/relax.svg',
      },
      {
        header: 'Speak up',
        body: 'Tell staff right away if you feel dizzy, warm, tingly around your lips or fingers, or pain at the needle site.',
        img: '/education/alert.svg',
      },
    ],
  },
  es: {
    title: 'Durante la donación',
    description: 'Esto es lo que pasa mientras donas y cómo estar cómodo.',
    cards: [
      {
        header: 'Registro y revisión',
        body: 'El personal revisa tu peso, pulso, presión arterial, temperatura y una gota de sangre para medir proteína y hierro.',
        img: '/education/checklist.svg',
      },
      {
        header: 'La donación',
        body: 'Se coloca una aguja estéril en tu brazo. La máquina separa el plasma y te devuelve los glóbulos rojos. Dura alrededor de una hora.',
        img: '/education/arm.svg',
      },
      {
        header: 'Mantente relajado',
        body: 'Aprieta la mano suavemente cuando te lo pidan, no muevas el brazo y lee, mira o escucha algo que te guste.',
        img: '/education/relax.svg',
      },
      {
        header: 'Avísanos',
        body: 'Dile al personal de inmediato si te sientes mareado, con calor, con hormigueo en labios o dedos, o con dolor donde está la aguja.',
        img: '/education/alert.svg',
      },
    ],
  },
};

export const afterDonation: Bilingual<TipList> = {
  en: {
    title: 'After Donation',
    description: 'Take care of yourself for the rest of the day.',
    sections: [
      {
        header: 'Drink and eat',
        bullets: [
          b('Drink extra water or juice over the next 24 hours.'),
          b('Have a snack and a balanced meal with protein and iron.'),
          b('Avoid alcohol for the rest of the day.'),
        ],
      },
      {
        header: 'Care for your arm',
        bullets: [
          b('Keep the bandage on for at least 4 hours.'),
          b('Don’t lift anything heavy with that arm for the rest of the day.'),
          b('If you see a bruise, put a cold pack on it for 20 minutes at a time on the first day, then a warm one.'),
        ],
      },
      {
        header: 'If you feel dizzy',
        bullets: [
          b('Sit or lie down right away with your feet up until you feel better.'),
          b('Drink some water and eat a snack.'),
          b('Do not drive until the feeling has passed.'),
        ],
      },
      {
        header: 'When to get help',
        bullets: [
          b('Call the center if bruising spreads, your arm swells or the dizziness comes back.'),
          b('Call 911 if you faint and hurt yourself, have chest pain or trouble breathing.'),
          b('Tell the center if you become ill within a few days of donating.'),
        ],
      },
    ],
  },
  es: {
    title: 'Después de donar',
    description: 'Cuídate durante el resto del día.',
    sections: [
      {
        header: 'Bebe y come',
        bullets: [
          b('Toma más agua o jugo durante las siguientes 24 horas.'),
          b('Come un refrigerio y una comida balanceada con proteína y hierro.'),
          b('No tomes alcohol el resto del día.'),
        ],
      },
      {
        header: 'Cuida tu brazo',
        bullets: [
          b('Deja la venda puesta al menos 4 horas.'),
          b('No levantes cosas pesadas con ese brazo el resto del día.'),
          b('Si te sale un moretón, ponle frío 20 minutos cada vez el primer día y después calor.'),
        ],
      },
      {
        header: 'Si te sientes mareado',
        bullets: [
          b('Siéntate o acuéstate de inmediato con los pies en alto hasta que te sientas mejor.'),
          b('Toma agua y come algo.'),
          b('No manejes hasta que se te pase.'),
        ],
      },
      {
        header: 'Cuándo pedir ayuda',
        bullets: [
          b('Llama al centro si el moretón crece, el brazo se hincha o vuelve el mareo.'),
          b('Llama al 911 si te desmayas y te lastimas, o tienes dolor en el pecho o dificultad para respirar.'),
          b('Avisa al centro si te enfermas en los días siguientes a tu donación.'),
        ],
      },
    ],
  },
};

export const generalTips: Bilingual<TipList> = {
  en: {
    title: 'General Donation Tips',
    sections: [
      {
        header: 'General donation tips',
        bullets: [
          b('Keep a regular schedule: you may donate up to twice in 7 days, with at least one day between donations.'),
          b('Eat iron-rich foods every day, such as red meat, beans, lentils and leafy greens, with vitamin C to help absorb the iron.'),
          b('Keep your contact details up to date so the center can reach you.'),
        ],
      },
      {
        header: 'What you can do after donating',
        bullets: [
          b('Rest, drink extra fluids and eat a good meal.'),
          b('Skip hard exercise and heavy lifting for the rest of the day.'),
          b('Keep your bandage on for at least 4 hours.'),
        ],
      },
    ],
  },
  es: {
    title: 'Consejos generales para donar',
    sections: [
      {
        header: 'Consejos generales para donar',
        bullets: [
          b('Mantén un horario regular: puedes donar hasta dos veces en 7 días, con al menos un día entre donaciones.'),
          b(
            'Come alimentos ricos en hierro todos los días, como carne roja, frijoles, lentejas y verduras de hoja verde, con vitamina C para absorber mejor el hierro.',
          ),
          b('Mantén tus datos de contacto al día para que el centro pueda comunicarse contigo.'),
        ],
      },
      {
        header: 'Qué puedes hacer después de donar',
        bullets: [
          b('Descansa, toma más líquidos y come bien.'),
          b('Evita el ejercicio intenso y levantar cosas pesadas el resto del día.'),
          b('Deja la venda puesta al menos 4 horas.'),
        ],
      },
    ],
  },
};

export const tipsMain: Bilingual<TipsMainLayout> = {
  en: {
    title: 'Donation Tips',
    buttons: [
      {
        name: 'General Donation Tips',
        description: 'How to prepare, and what to do after donating.',
        redirectTo: 'GeneralDonationTipsScreen',
      },
      {
        name: 'Deferral Education',
        description: 'Why a donor may be asked to wait before donating.',
        redirectTo: 'DeferralEducationScreen',
      },
      { name: 'Adverse Event', description: 'Reactions that can happen, and how to handle them.', redirectTo: 'AdverseEventScreen' },
    ],
  },
  es: {
    title: 'Consejos para donar',
    buttons: [
      {
        name: 'Consejos generales para donar',
        description: 'Cómo prepararte y qué hacer después de donar.',
        redirectTo: 'GeneralDonationTipsScreen',
      },
      {
        name: 'Información sobre aplazamientos',
        description: 'Por qué se le puede pedir a un donante que espere antes de donar.',
        redirectTo: 'DeferralEducationScreen',
      },
      { name: 'Reacciones adversas', description: 'Reacciones que pueden ocurrir y cómo manejarlas.', redirectTo: 'AdverseEventScreen' },
    ],
  },
};
