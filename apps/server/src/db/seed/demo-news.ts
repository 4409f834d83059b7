import type { Bilingual } from '@portal/contract';
import type { NewsFields } from '@portal/contract/entities/content';

type Text = Bilingual;

interface DemoArticle {
  id: string;
  category: 'resources' | 'updates' | 'impactstories';
  cover: string;
  /** Days before seeding it was published; `expiresInDays` after seeding it expires (negative: already expired). */
  publishedDaysAgo: number;
  expiresInDays: number | null;
  title: Text;
  intro: Text;
  bullets: [Text, Text];
  question: Text;
  answer: Text;
}

/** Every block kind of spec 3 "News", as the console edits them (both languages per block). */
export function articleFields(article: DemoArticle): NewsFields {
  return {
    category: article.category,
    coverImage: article.cover,
    announce: false,
    title: article.title,
    blocks: [
      { tag: 'h2', text: article.title, marginBottom: 8 },
      { tag: 'body', text: article.intro, marginBottom: 12 },
      { tag: 'h4', text: { en: 'Good to know', es: 'Es bueno saberlo' }, marginBottom: 4 },
      { tag: 'bullet', text: article.bullets[0], marginBottom: 2 },
      { tag: 'bullet', text: article.bullets[1], marginBottom: 12 },
      { tag: 'img', text: article.title, url: article.cover, marginBottom: 12 },
      { tag: 'accordion', title: article.question, text: article.answer, marginBottom: 12 },
      { tag: 'linkbutton', text: { en: 'Learn more', es: 'Más información' }, url: 'https://www.example.org/faq', marginBottom: 0 },
    ],
  };
}

/** The articles the demo notifications point to (their `refId`s), plus one already expired. */
export const demoArticles: DemoArticle[] = [
  {
    id: 'news-weekend-hours',
    category: 'updates',
    cover: '/content/community.svg',
    publishedDaysAgo: 1,
    expiresInDays: 60,
    title: { en: 'New weekend hours', es: 'Nuevo horario de fin de semana' },
    intro: {
      en: 'Several centers now open at 7 AM on Saturdays, so you can donate before your weekend plans.',
      es: 'Varios centros ahora abren a las 7 AM los sábados, para que dones antes de tus planes de fin de semana.',
    },
    bullets: [
      { en: 'Check your center’s page for its hours.', es: 'Revisa la página de tu centro para ver su horario.' },
      { en: 'Sunday hours stay the same.', es: 'El horario del domingo no cambia.' },
    ],
    question: { en: 'Do I need an appointment?', es: '¿Necesito una cita?' },
    answer: { en: 'No. Walk-ins are welcome during opening hours.', es: 'No. Puedes llegar sin cita durante el horario de atención.' },
  },
  {
    id: 'news-hydration',
    category: 'resources',
    cover: '/content/hydration.svg',
    publishedDaysAgo: 4,
    expiresInDays: 120,
    title: { en: 'Hydration tips', es: 'Consejos de hidratación' },
    intro: {
      en: 'Plasma is about 90% water. Drinking enough before you donate makes the visit quicker and more comfortable.',
      es: 'El plasma es casi 90 % agua. Tomar suficiente líquido antes de donar hace la visita más rápida y cómoda.',
    },
    bullets: [
      { en: 'Drink 6 to 8 glasses of water the day before.', es: 'Toma de 6 a 8 vasos de agua el día anterior.' },
      { en: 'Skip caffeine and alcohol before your visit.', es: 'Evita la cafeína y el alcohol antes de tu visita.' },
    ],
    question: { en: 'Do sports drinks count?', es: '¿Cuentan las bebidas deportivas?' },
    answer: {
      en: 'Yes, but water is best. Avoid drinks with a lot of sugar.',
      es: 'Sí, pero el agua es lo mejor. Evita las bebidas con mucha azúcar.',
    },
  },
  {
    id: 'news-maya-story',
    category: 'impactstories',
    cover: '/content/community.svg',
    publishedDaysAgo: 5,
    expiresInDays: null,
    title: { en: "Maya's story", es: 'La historia de Maya' },
    intro: {
      en: 'Maya lives with a primary immune deficiency. Therapies made from donated plasma let her go back to school full time.',
      es: 'Maya vive con una inmunodeficiencia primaria. Las terapias hechas con plasma donado le permitieron volver a la escuela a tiempo completo.',
    },
    bullets: [
      { en: 'One patient can need many donations a year.', es: 'Un paciente puede necesitar muchas donaciones al año.' },
      { en: 'Every donation counts.', es: 'Cada donación cuenta.' },
    ],
    question: { en: 'How is plasma turned into therapies?', es: '¿Cómo se convierte el plasma en terapias?' },
    answer: {
      en: 'Plasma is pooled, purified and made into medicines over several months.',
      es: 'El plasma se reúne, se purifica y se convierte en medicamentos a lo largo de varios meses.',
    },
  },
  {
    id: 'news-rewards-catalogue',
    category: 'updates',
    cover: '/content/rewards.svg',
    publishedDaysAgo: 20,
    expiresInDays: 90,
    title: { en: 'New rewards catalogue', es: 'Nuevo catálogo de recompensas' },
    intro: {
      en: 'More gift cards are now available for your points, from groceries to streaming.',
      es: 'Ahora hay más tarjetas de regalo para tus puntos, desde supermercados hasta plataformas de streaming.',
    },
    bullets: [
      { en: 'Cards start at 500 points.', es: 'Las tarjetas empiezan en 500 puntos.' },
      { en: 'Digital cards arrive by e-mail.', es: 'Las tarjetas digitales llegan por correo electrónico.' },
    ],
    question: { en: 'Do my points expire?', es: '¿Mis puntos vencen?' },
    answer: {
      en: 'Points stay in your balance while your account is active.',
      es: 'Los puntos se quedan en tu saldo mientras tu cuenta esté activa.',
    },
  },
  {
    id: 'news-meal',
    category: 'resources',
    cover: '/content/hydration.svg',
    publishedDaysAgo: 38,
    expiresInDays: 200,
    title: { en: 'What to eat before donating', es: 'Qué comer antes de donar' },
    intro: {
      en: 'A healthy meal rich in protein and iron, eaten within three hours of your visit, helps you feel your best.',
      es: 'Una comida saludable rica en proteínas y hierro, dentro de las tres horas antes de tu visita, te ayuda a sentirte mejor.',
    },
    bullets: [
      { en: 'Try eggs, beans, chicken or fish.', es: 'Prueba huevos, frijoles, pollo o pescado.' },
      { en: 'Avoid fatty foods such as fries or pizza.', es: 'Evita comidas grasosas como papas fritas o pizza.' },
    ],
    question: { en: 'Why avoid fatty foods?', es: '¿Por qué evitar comidas grasosas?' },
    answer: {
      en: 'Fat in the blood can make plasma cloudy, and it may not be usable.',
      es: 'La grasa en la sangre puede enturbiar el plasma y hacer que no se pueda usar.',
    },
  },
  {
    id: 'news-nurse-view',
    category: 'impactstories',
    cover: '/content/community.svg',
    publishedDaysAgo: 46,
    expiresInDays: null,
    title: { en: 'A nurse’s view', es: 'La mirada de una enfermera' },
    intro: {
      en: 'Our staff meet hundreds of donors every week. Here is why they love what they do.',
      es: 'Nuestro personal recibe a cientos de donantes cada semana. Aquí cuentan por qué les encanta lo que hacen.',
    },
    bullets: [
      { en: 'Regular donors become familiar faces.', es: 'Los donantes frecuentes se vuelven caras conocidas.' },
      { en: 'Every visit starts with a health check.', es: 'Cada visita empieza con un chequeo de salud.' },
    ],
    question: { en: 'Who checks my health at the center?', es: '¿Quién revisa mi salud en el centro?' },
    answer: {
      en: 'Trained staff check your vitals, and a medical professional is always on site.',
      es: 'Personal capacitado revisa tus signos vitales y siempre hay un profesional médico en el centro.',
    },
  },
  {
    id: 'news-parking',
    category: 'updates',
    cover: '/content/community.svg',
    publishedDaysAgo: 167,
    expiresInDays: 30,
    title: { en: 'Parking changes', es: 'Cambios en el estacionamiento' },
    intro: {
      en: 'Some centers moved their donor parking. Signs at the entrance show the new spaces.',
      es: 'Algunos centros cambiaron el estacionamiento para donantes. Los letreros en la entrada indican los nuevos lugares.',
    },
    bullets: [
      { en: 'Donor parking stays free.', es: 'El estacionamiento para donantes sigue siendo gratis.' },
      { en: 'Ask the front desk if you cannot find a space.', es: 'Pregunta en la recepción si no encuentras lugar.' },
    ],
    question: { en: 'Is there accessible parking?', es: '¿Hay estacionamiento accesible?' },
    answer: { en: 'Yes, next to every entrance.', es: 'Sí, junto a cada entrada.' },
  },
  {
    id: 'news-holiday-hours-2025',
    category: 'updates',
    cover: '/content/community.svg',
    publishedDaysAgo: 300,
    expiresInDays: -200,
    title: { en: 'Holiday hours', es: 'Horario de fiestas' },
    intro: { en: 'Centers close early on December 24 and 31.', es: 'Los centros cierran temprano el 24 y el 31 de diciembre.' },
    bullets: [
      { en: 'Closed on December 25.', es: 'Cerrado el 25 de diciembre.' },
      { en: 'Closed on January 1.', es: 'Cerrado el 1 de enero.' },
    ],
    question: { en: 'What about donor care?', es: '¿Y la atención al donante?' },
    answer: { en: 'Donor care keeps its holiday hours.', es: 'La atención al donante mantiene su horario de fiestas.' },
  },
];
