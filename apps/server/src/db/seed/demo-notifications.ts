import type { NotificationType } from '@portal/contract';

interface DemoNotification {
  type: NotificationType;
  /** How long before seeding it was sent. */
  hoursAgo: number;
  title: { en: string; es: string };
  message: { en: string; es: string };
  state?: string;
  goto?: string;
  refId?: string;
}

/** At least two of every notification type of spec 3, spread from minutes to months back. */
export const demoNotifications: DemoNotification[] = [
  {
    type: 'inbox',
    hoursAgo: 0.005,
    title: { en: 'Welcome back!', es: '¡Qué gusto verte de nuevo!' },
    message: { en: 'Thanks for signing in to your donor portal.', es: 'Gracias por entrar a tu portal de donante.' },
  },
  {
    type: 'donation_feedback',
    hoursAgo: 0.4,
    title: { en: 'How was your donation?', es: '¿Cómo fue tu donación?' },
    message: {
      en: 'Tell us about your latest visit and help us improve.',
      es: 'Cuéntanos cómo fue tu última visita y ayúdanos a mejorar.',
    },
  },
  {
    type: 'wheeloffortune',
    hoursAgo: 3,
    title: { en: 'You spun the wheel', es: 'Giraste la ruleta' },
    message: { en: 'You won 50 bonus points on the after-donation wheel.', es: 'Ganaste 50 puntos extra en la ruleta después de donar.' },
  },
  {
    type: 'appointment',
    hoursAgo: 6,
    title: { en: 'Your appointment is tomorrow', es: 'Tu cita es mañana' },
    message: {
      en: 'Your donation is tomorrow at 9:20 AM at Demo Plasma Austin North.',
      es: 'Tu donación es mañana a las 9:20 a. m. en Demo Plasma Austin North.',
    },
    goto: '/appointments',
  },
  {
    type: 'news_updates',
    hoursAgo: 9,
    title: { en: 'New weekend hours', es: 'Nuevo horario de fin de semana' },
    message: { en: 'Several centers now open earlier on Saturdays.', es: 'Varios centros ahora abren más temprano los sábados.' },
    refId: 'news-weekend-hours',
  },
  {
    type: 'campaign',
    hoursAgo: 20,
    title: { en: 'Double points this week', es: 'Puntos dobles esta semana' },
    message: {
      en: 'Donate twice this week and earn double points on the second visit.',
      es: 'Dona dos veces esta semana y gana puntos dobles en la segunda visita.',
    },
    refId: 'promo-double-points',
  },
  {
    type: 'survey',
    hoursAgo: 30,
    title: { en: 'Quick survey: your center', es: 'Encuesta rápida: tu centro' },
    message: { en: 'Answer three questions and earn 25 points.', es: 'Responde tres preguntas y gana 25 puntos.' },
    refId: 'promo-center-survey',
  },
  {
    type: 'news',
    hoursAgo: 50,
    title: { en: 'Refer a friend, earn more', es: 'Recomienda a un amigo y gana más' },
    message: {
      en: 'Our referral program now pays a bonus after two donations.',
      es: 'Nuestro programa de referidos ahora da un bono después de dos donaciones.',
    },
    refId: 'promo-referral-news',
  },
  {
    type: 'news_resources',
    hoursAgo: 72,
    title: { en: 'Hydration tips', es: 'Consejos de hidratación' },
    message: {
      en: 'Drinking water before you donate makes the visit easier.',
      es: 'Tomar agua antes de donar hace que la visita sea más fácil.',
    },
    refId: 'news-hydration',
  },
  {
    type: 'news_impactstories',
    hoursAgo: 96,
    title: { en: "Maya's story", es: 'La historia de Maya' },
    message: {
      en: 'How plasma-based therapies changed one family’s life.',
      es: 'Cómo las terapias derivadas del plasma cambiaron la vida de una familia.',
    },
    refId: 'news-maya-story',
  },
  {
    type: 'deferral_communication',
    hoursAgo: 130,
    title: { en: 'About your last screening', es: 'Sobre tu última evaluación' },
    message: {
      en: 'Your iron level was a little low. Here is how to raise it.',
      es: 'Tu nivel de hierro estaba un poco bajo. Aquí te explicamos cómo subirlo.',
    },
  },
  {
    type: 'deferral_aeflag',
    hoursAgo: 160,
    title: { en: 'Feeling unwell after donating?', es: '¿Te sentiste mal después de donar?' },
    message: { en: 'Read our tips for what to do after a reaction.', es: 'Lee nuestros consejos sobre qué hacer después de una reacción.' },
  },
  {
    type: 'preregs',
    hoursAgo: 200,
    title: { en: 'Finish your health survey', es: 'Termina tu encuesta de salud' },
    message: { en: 'A few minutes now saves time at the center.', es: 'Unos minutos ahora te ahorran tiempo en el centro.' },
    state: 'survey',
  },
  {
    type: 'inbox',
    hoursAgo: 260,
    title: { en: 'Your points were updated', es: 'Tus puntos se actualizaron' },
    message: {
      en: 'Points from your last donation are now in your balance.',
      es: 'Los puntos de tu última donación ya están en tu saldo.',
    },
  },
  {
    type: 'donation_feedback',
    hoursAgo: 330,
    title: { en: 'Thanks for your feedback', es: 'Gracias por tu opinión' },
    message: { en: 'Your answers help our staff serve you better.', es: 'Tus respuestas ayudan a nuestro personal a atenderte mejor.' },
  },
  {
    type: 'wheeloffortune',
    hoursAgo: 400,
    title: { en: 'Wheel bonus credited', es: 'Bono de la ruleta acreditado' },
    message: { en: '25 bonus points were added to your balance.', es: 'Se agregaron 25 puntos extra a tu saldo.' },
  },
  {
    type: 'news_updates',
    hoursAgo: 480,
    title: { en: 'New rewards catalogue', es: 'Nuevo catálogo de recompensas' },
    message: {
      en: 'More gift cards are now available for your points.',
      es: 'Ahora hay más tarjetas de regalo disponibles para tus puntos.',
    },
    refId: 'news-rewards-catalogue',
  },
  {
    type: 'campaign',
    hoursAgo: 560,
    title: { en: 'Back-to-school bonus', es: 'Bono de regreso a clases' },
    message: { en: 'Earn 100 extra points with three donations this month.', es: 'Gana 100 puntos extra con tres donaciones este mes.' },
    refId: 'promo-back-to-school',
  },
  {
    type: 'survey',
    hoursAgo: 650,
    title: { en: 'Tell us about our app', es: 'Cuéntanos sobre nuestra app' },
    message: { en: 'A two-minute survey about the donor app.', es: 'Una encuesta de dos minutos sobre la app para donantes.' },
    refId: 'promo-app-survey',
  },
  {
    type: 'news',
    hoursAgo: 720,
    title: { en: 'Membership levels explained', es: 'Niveles de membresía explicados' },
    message: {
      en: 'Bronze, Silver, Gold and Platinum: what each level earns.',
      es: 'Bronce, Plata, Oro y Platino: lo que gana cada nivel.',
    },
    refId: 'promo-membership-news',
  },
  {
    type: 'news_resources',
    hoursAgo: 900,
    title: { en: 'What to eat before donating', es: 'Qué comer antes de donar' },
    message: { en: 'A protein-rich meal helps you feel your best.', es: 'Una comida rica en proteínas te ayuda a sentirte mejor.' },
    refId: 'news-meal',
  },
  {
    type: 'news_impactstories',
    hoursAgo: 1100,
    title: { en: 'A nurse’s view', es: 'La mirada de una enfermera' },
    message: { en: 'Why our staff love what they do.', es: 'Por qué a nuestro personal le encanta lo que hace.' },
    refId: 'news-nurse-view',
  },
  {
    type: 'deferral_communication',
    hoursAgo: 1400,
    title: { en: 'You can donate again', es: 'Ya puedes volver a donar' },
    message: {
      en: 'Your temporary deferral has ended. We look forward to seeing you.',
      es: 'Tu aplazamiento temporal terminó. Te esperamos.',
    },
  },
  {
    type: 'deferral_aeflag',
    hoursAgo: 1800,
    title: { en: 'Bruising after a donation', es: 'Moretones después de donar' },
    message: {
      en: 'Most bruises fade within a week. Here is what helps.',
      es: 'La mayoría de los moretones desaparecen en una semana. Esto ayuda.',
    },
  },
  {
    type: 'preregs',
    hoursAgo: 2200,
    title: { en: 'Your account is ready', es: 'Tu cuenta está lista' },
    message: { en: 'You are all set for your next visit.', es: 'Todo está listo para tu próxima visita.' },
    goto: 'home',
  },
  {
    type: 'inbox',
    hoursAgo: 3000,
    title: { en: 'Happy anniversary!', es: '¡Feliz aniversario!' },
    message: { en: 'You have been a donor with us for a year. Thank you!', es: 'Ya llevas un año donando con nosotros. ¡Gracias!' },
  },
  {
    type: 'news_updates',
    hoursAgo: 4000,
    title: { en: 'Parking changes', es: 'Cambios en el estacionamiento' },
    message: {
      en: 'Some centers moved their donor parking. Check your center’s page.',
      es: 'Algunos centros cambiaron el estacionamiento para donantes. Revisa la página de tu centro.',
    },
    refId: 'news-parking',
  },
];
