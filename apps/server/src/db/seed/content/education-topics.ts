import type { Bilingual, EducationLayout, TipCategoryLayout } from '@portal/contract';

const b = (text: string) => ({ text });

export const deferralCategories: Bilingual<TipCategoryLayout> = {
  en: {
    title: 'Deferral Education',
    body: 'A deferral means you can’t donate for now. It protects your health and the patients who receive medicines made from plasma.',
    description: 'Most deferrals are temporary. Choose a topic to learn why it happens and when you can donate again.',
    categorytitle: 'Common reasons',
    categories: [
      { name: 'Tattoos and piercings', img: '/education/tattoo.svg', code: 'tattoo' },
      { name: 'Travel', img: '/education/travel.svg', code: 'travel' },
      { name: 'Medications', img: '/education/medication.svg', code: 'medication' },
      { name: 'Low protein or iron', img: '/education/iron.svg', code: 'iron' },
      { name: 'Blood pressure and pulse', img: '/education/pressure.svg', code: 'pressure' },
      { name: 'Feeling unwell', img: '/education/illness.svg', code: 'illness' },
      { name: 'Age', img: '/education/calendar.svg', code: 'age' },
      { name: 'Weight', img: '/education/scale.svg', code: 'weight' },
    ],
  },
  es: {
    title: 'Información sobre aplazamientos',
    body: 'Un aplazamiento significa que por ahora no puedes donar. Protege tu salud y la de los pacientes que reciben medicamentos hechos con plasma.',
    description: 'La mayoría de los aplazamientos son temporales. Elige un tema para saber por qué ocurre y cuándo podrás volver a donar.',
    categorytitle: 'Motivos frecuentes',
    categories: [
      { name: 'Tatuajes y perforaciones', img: '/education/tattoo.svg', code: 'tattoo' },
      { name: 'Viajes', img: '/education/travel.svg', code: 'travel' },
      { name: 'Medicamentos', img: '/education/medication.svg', code: 'medication' },
      { name: 'Proteína o hierro bajos', img: '/education/iron.svg', code: 'iron' },
      { name: 'Presión arterial y pulso', img: '/education/pressure.svg', code: 'pressure' },
      { name: 'Malestar o enfermedad', img: '/education/illness.svg', code: 'illness' },
      { name: 'Edad', img: '/education/calendar.svg', code: 'age' },
      { name: 'Peso', img: '/education/scale.svg', code: 'weight' },
    ],
  },
};

export const adverseCategories: Bilingual<TipCategoryLayout> = {
  en: {
    title: 'Adverse Event Tips',
    body: 'Most donations go smoothly. Sometimes a donor has a reaction during or after donating; knowing the signs helps you act quickly.',
    description: 'If you ever feel unwell at the center, tell a staff member right away.',
    categorytitle: 'Choose a reaction to learn more',
    categories: [
      { name: 'Dizziness or fainting', img: '/education/dizzy.svg', code: 'dizziness' },
      { name: 'Bruising', img: '/education/bruise.svg', code: 'bruising' },
      { name: 'Citrate reaction (tingling)', img: '/education/tingling.svg', code: 'citrate' },
      { name: 'Arm pain or numbness', img: '/education/arm.svg', code: 'nerve' },
    ],
  },
  es: {
    title: 'Consejos sobre reacciones adversas',
    body: 'La mayoría de las donaciones transcurren sin problemas. A veces un donante tiene una reacción durante o después de donar; conocer las señales te ayuda a actuar rápido.',
    description: 'Si alguna vez te sientes mal en el centro, avísale de inmediato a alguien del personal.',
    categorytitle: 'Elige una reacción para saber más',
    categories: [
      { name: 'Mareo o desmayo', img: '/education/dizzy.svg', code: 'dizziness' },
      { name: 'Moretones', img: '/education/bruise.svg', code: 'bruising' },
      { name: 'Reacción al citrato (hormigueo)', img: '/education/tingling.svg', code: 'citrate' },
      { name: 'Dolor o entumecimiento del brazo', img: '/education/arm.svg', code: 'nerve' },
    ],
  },
};

/** The education popup of each category, by code. */
export const educationTopics: Record<string, Bilingual<EducationLayout>> = {
  tattoo: {
    en: {
      title: 'Tattoos and piercings',
      body: 'Needles used for tattoos, permanent makeup and piercings can pass on infections such as hepatitis. Waiting lets tests show you are healthy.',
      bullets: [
        b('Wait 4 months after a tattoo, permanent makeup or piercing.'),
        b('Bring the date of your tattoo or piercing to the center.'),
      ],
    },
    es: {
      title: 'Tatuajes y perforaciones',
      body: 'Las agujas de tatuajes, maquillaje permanente y perforaciones pueden transmitir infecciones como la hepatitis. Esperar permite que las pruebas muestren que estás sano.',
      bullets: [
        b('Espera 4 meses después de un tatuaje, maquillaje permanente o perforación.'),
        b('Lleva al centro la fecha de tu tatuaje o perforación.'),
      ],
    },
  },
  travel: {
    en: {
      title: 'Travel',
      body: 'Some infections, such as malaria, are common in other parts of the world and can be present without symptoms.',
      bullets: [
        b('After a trip to an area where malaria is common, wait 12 months.'),
        b('Tell the staff every country you visited in the past 3 years.'),
      ],
    },
    es: {
      title: 'Viajes',
      body: 'Algunas infecciones, como la malaria, son comunes en otras partes del mundo y pueden estar presentes sin síntomas.',
      bullets: [
        b('Después de viajar a una zona donde la malaria es común, espera 12 meses.'),
        b('Dile al personal todos los países que visitaste en los últimos 3 años.'),
      ],
    },
  },
  medication: {
    en: {
      title: 'Medications',
      body: 'Some medicines can pass into plasma and harm patients, and others affect how your blood clots.',
      bullets: [
        b('Isotretinoin and finasteride: wait one month after your last dose.'),
        b('Blood thinners: the center’s medical staff decides case by case.'),
        b('Never stop a medicine to donate without talking to your doctor.'),
      ],
    },
    es: {
      title: 'Medicamentos',
      body: 'Algunos medicamentos pueden pasar al plasma y dañar a los pacientes, y otros cambian la forma en que coagula tu sangre.',
      bullets: [
        b('Isotretinoína y finasterida: espera un mes después de tu última dosis.'),
        b('Anticoagulantes: el personal médico del centro decide en cada caso.'),
        b('Nunca dejes un medicamento para poder donar sin hablar con tu médico.'),
      ],
    },
  },
  iron: {
    en: {
      title: 'Low protein or iron',
      body: 'Each visit checks your total protein and hematocrit (iron). If they are low, donating could leave you tired or weak.',
      bullets: [
        b('Eat protein at every meal: eggs, beans, fish, chicken, yogurt or tofu.'),
        b('Add iron-rich foods such as red meat, lentils and spinach, with fruit rich in vitamin C.'),
        b('Most donors can try again after a short wait, often about two weeks.'),
      ],
    },
    es: {
      title: 'Proteína o hierro bajos',
      body: 'En cada visita se revisa tu proteína total y tu hematocrito (hierro). Si están bajos, donar podría dejarte cansado o débil.',
      bullets: [
        b('Come proteína en cada comida: huevos, frijoles, pescado, pollo, yogur o tofu.'),
        b('Agrega alimentos ricos en hierro como carne roja, lentejas y espinacas, con fruta rica en vitamina C.'),
        b('La mayoría de los donantes pueden volver a intentarlo tras una breve espera, a menudo unas dos semanas.'),
      ],
    },
  },
  pressure: {
    en: {
      title: 'Blood pressure and pulse',
      body: 'Your blood pressure and pulse must be within safe limits on the day you donate.',
      bullets: [
        b('Rest well, drink water and avoid caffeine and tobacco before your visit.'),
        b('If your readings are often high, see your doctor.'),
      ],
    },
    es: {
      title: 'Presión arterial y pulso',
      body: 'Tu presión arterial y tu pulso deben estar dentro de límites seguros el día que donas.',
      bullets: [
        b('Descansa bien, toma agua y evita la cafeína y el tabaco antes de tu visita.'),
        b('Si tus valores suelen estar altos, consulta a tu médico.'),
      ],
    },
  },
  illness: {
    en: {
      title: 'Feeling unwell',
      body: 'Donate only when you feel healthy. A fever, cold or stomach bug means waiting until you have recovered.',
      bullets: [b('Wait until you have had no symptoms for a few days.'), b('Finish any antibiotics before you come back.')],
    },
    es: {
      title: 'Malestar o enfermedad',
      body: 'Dona solo cuando te sientas sano. Si tienes fiebre, un resfriado o un malestar estomacal, espera a recuperarte.',
      bullets: [b('Espera a llevar unos días sin síntomas.'), b('Termina los antibióticos antes de volver.')],
    },
  },
  age: {
    en: {
      title: 'Age',
      body: 'Plasma donors must be between 18 and 69 years old, for their own safety.',
      bullets: [b('If you are 17, you are welcome on or after your 18th birthday.')],
    },
    es: {
      title: 'Edad',
      body: 'Los donantes de plasma deben tener entre 18 y 69 años, por su propia seguridad.',
      bullets: [b('Si tienes 17 años, te esperamos a partir de tu cumpleaños número 18.')],
    },
  },
  weight: {
    en: {
      title: 'Weight',
      body: 'Donors must weigh at least 110 lb. The amount of plasma collected depends on your weight.',
      bullets: [b('Your weight is checked at every visit.')],
    },
    es: {
      title: 'Peso',
      body: 'Los donantes deben pesar al menos 110 lb. La cantidad de plasma que se recolecta depende de tu peso.',
      bullets: [b('Tu peso se revisa en cada visita.')],
    },
  },
  dizziness: {
    en: {
      title: 'Dizziness or fainting',
      header: 'What you may feel',
      body: 'Light-headedness, sweating, nausea or blurred vision, most often when you stand up after donating.',
      bullets: [
        b('Tell staff at once; they will recline your chair and raise your feet.'),
        b('At home, lie down with your feet up, drink water and eat a salty snack.'),
        b('Prevent it: drink plenty of fluids and eat a full meal before donating.'),
      ],
      description: 'Call 911 if you faint and hurt yourself, or have chest pain.',
    },
    es: {
      title: 'Mareo o desmayo',
      header: 'Lo que puedes sentir',
      body: 'Aturdimiento, sudor, náuseas o visión borrosa, sobre todo al ponerte de pie después de donar.',
      bullets: [
        b('Avisa al personal de inmediato; reclinarán tu silla y levantarán tus pies.'),
        b('En casa, acuéstate con los pies en alto, toma agua y come un refrigerio salado.'),
        b('Para prevenirlo: toma muchos líquidos y come bien antes de donar.'),
      ],
      description: 'Llama al 911 si te desmayas y te lastimas, o tienes dolor en el pecho.',
    },
  },
  bruising: {
    en: {
      title: 'Bruising',
      header: 'What you may see',
      body: 'A bruise forms when a little blood leaks under the skin around the needle site. It is common and usually harmless.',
      bullets: [
        b('On the first day, hold a cold pack on it for 20 minutes at a time.'),
        b('After 24 hours, use warm compresses to help it fade.'),
        b('Call the center if your arm swells, turns hot or hurts more.'),
      ],
    },
    es: {
      title: 'Moretones',
      header: 'Lo que puedes ver',
      body: 'Un moretón se forma cuando un poco de sangre sale bajo la piel alrededor de la aguja. Es común y casi siempre inofensivo.',
      bullets: [
        b('El primer día, ponle frío 20 minutos cada vez.'),
        b('Después de 24 horas, usa compresas tibias para que desaparezca.'),
        b('Llama al centro si el brazo se hincha, se calienta o duele más.'),
      ],
    },
  },
  citrate: {
    en: {
      title: 'Citrate reaction',
      header: 'What you may feel',
      body: 'Citrate keeps blood from clotting in the machine and lowers calcium for a short time: tingling around the lips or fingers, a metallic taste, or chills.',
      bullets: [
        b('Tell staff right away: they can slow the machine or give you calcium.'),
        b('The feeling usually passes within minutes.'),
        b('Eating calcium-rich foods such as milk or yogurt before donating may help.'),
      ],
    },
    es: {
      title: 'Reacción al citrato',
      header: 'Lo que puedes sentir',
      body: 'El citrato evita que la sangre se coagule en la máquina y baja el calcio por un momento: hormigueo en labios o dedos, sabor metálico o escalofríos.',
      bullets: [
        b('Avisa al personal de inmediato: pueden hacer más lenta la máquina o darte calcio.'),
        b('La sensación suele pasar en minutos.'),
        b('Comer alimentos ricos en calcio como leche o yogur antes de donar puede ayudar.'),
      ],
    },
  },
  nerve: {
    en: {
      title: 'Arm pain or numbness',
      header: 'What you may feel',
      body: 'Rarely, the needle touches a nerve: sharp or shooting pain, or numbness down the arm.',
      bullets: [b('Tell staff at once so they can remove the needle.'), b('Call the center if numbness or pain lasts more than a day.')],
    },
    es: {
      title: 'Dolor o entumecimiento del brazo',
      header: 'Lo que puedes sentir',
      body: 'En raras ocasiones la aguja toca un nervio: dolor agudo o punzante, o entumecimiento a lo largo del brazo.',
      bullets: [
        b('Avisa al personal de inmediato para que retiren la aguja.'),
        b('Llama al centro si el entumecimiento o el dolor dura más de un día.'),
      ],
    },
  },
};
