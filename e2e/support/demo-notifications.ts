/**
 * The demo donor's notifications (apps/server/src/db/seed/demo-notifications.ts), newest first, with what
 * Read More opens for each (spec 4). Kept here because the browser tests do not import the server's code.
 */
export type Opens = { kind: 'none' } | { kind: 'news' } | { kind: 'promotion' } | { kind: 'url'; path: string };

export const demoNotifications: { type: string; title: { en: string; es: string }; opens: Opens }[] = [
  { type: 'inbox', title: { en: 'Welcome back!', es: '¡Qué gusto verte de nuevo!' }, opens: { kind: 'none' } },
  {
    type: 'donation_feedback',
    title: { en: 'How was your donation?', es: '¿Cómo fue tu donación?' },
    opens: { kind: 'url', path: '/donation/history' },
  },
  { type: 'wheeloffortune', title: { en: 'You spun the wheel', es: 'Giraste la ruleta' }, opens: { kind: 'none' } },
  {
    type: 'appointment',
    title: { en: 'Your appointment is tomorrow', es: 'Tu cita es mañana' },
    opens: { kind: 'url', path: '/appointments' },
  },
  { type: 'news_updates', title: { en: 'New weekend hours', es: 'Nuevo horario de fin de semana' }, opens: { kind: 'news' } },
  { type: 'campaign', title: { en: 'Double points this week', es: 'Puntos dobles esta semana' }, opens: { kind: 'promotion' } },
  { type: 'survey', title: { en: 'Quick survey: your center', es: 'Encuesta rápida: tu centro' }, opens: { kind: 'promotion' } },
  { type: 'news', title: { en: 'Refer a friend, earn more', es: 'Recomienda a un amigo y gana más' }, opens: { kind: 'promotion' } },
  { type: 'news_resources', title: { en: 'Hydration tips', es: 'Consejos de hidratación' }, opens: { kind: 'news' } },
  { type: 'news_impactstories', title: { en: "Maya's story", es: 'La historia de Maya' }, opens: { kind: 'news' } },
  { type: 'deferral_communication', title: { en: 'About your last screening', es: 'Sobre tu última evaluación' }, opens: { kind: 'none' } },
  {
    type: 'deferral_aeflag',
    title: { en: 'Feeling unwell after donating?', es: '¿Te sentiste mal después de donar?' },
    opens: { kind: 'url', path: '/adverse-event' },
  },
  {
    type: 'preregs',
    title: { en: 'Finish your health survey', es: 'Termina tu encuesta de salud' },
    opens: { kind: 'url', path: '/takingsurvey/assessment' },
  },
  { type: 'inbox', title: { en: 'Your points were updated', es: 'Tus puntos se actualizaron' }, opens: { kind: 'none' } },
  {
    type: 'donation_feedback',
    title: { en: 'Thanks for your feedback', es: 'Gracias por tu opinión' },
    opens: { kind: 'url', path: '/donation/history' },
  },
  { type: 'wheeloffortune', title: { en: 'Wheel bonus credited', es: 'Bono de la ruleta acreditado' }, opens: { kind: 'none' } },
  { type: 'news_updates', title: { en: 'New rewards catalogue', es: 'Nuevo catálogo de recompensas' }, opens: { kind: 'news' } },
  { type: 'campaign', title: { en: 'Back-to-school bonus', es: 'Bono de regreso a clases' }, opens: { kind: 'promotion' } },
  { type: 'survey', title: { en: 'Tell us about our app', es: 'Cuéntanos sobre nuestra app' }, opens: { kind: 'promotion' } },
  { type: 'news', title: { en: 'Membership levels explained', es: 'Niveles de membresía explicados' }, opens: { kind: 'promotion' } },
  { type: 'news_resources', title: { en: 'What to eat before donating', es: 'Qué comer antes de donar' }, opens: { kind: 'news' } },
  { type: 'news_impactstories', title: { en: 'A nurse’s view', es: 'La mirada de una enfermera' }, opens: { kind: 'news' } },
  { type: 'deferral_communication', title: { en: 'You can donate again', es: 'Ya puedes volver a donar' }, opens: { kind: 'none' } },
  {
    type: 'deferral_aeflag',
    title: { en: 'Bruising after a donation', es: 'Moretones después de donar' },
    opens: { kind: 'url', path: '/adverse-event' },
  },
  { type: 'preregs', title: { en: 'Your account is ready', es: 'Tu cuenta está lista' }, opens: { kind: 'url', path: '/' } },
  { type: 'inbox', title: { en: 'Happy anniversary!', es: '¡Feliz aniversario!' }, opens: { kind: 'none' } },
  { type: 'news_updates', title: { en: 'Parking changes', es: 'Cambios en el estacionamiento' }, opens: { kind: 'news' } },
];

/**
 * Maria's 35 demo donations went through the visit ingestion, which thanks the donor for each one
 * (apps/server/src/domain/visit-ingestion.ts): those notifications come on top of the list above.
 */
export const donationThanks = { count: 35, title: { en: 'Thank you for donating!', es: '¡Gracias por donar!' } };
export const demoNotificationTotal = demoNotifications.length + donationThanks.count;
