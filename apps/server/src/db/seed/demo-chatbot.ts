import type { ChatNodeInput } from '../factories/chatbot';

const request = (en: string, es: string): ChatNodeInput => ({
  text: { en: 'None of these answers my question', es: 'Ninguna de estas respuestas resuelve mi duda' },
  description: { en, es },
  isFeedback: true,
});

/** The demo 'Donor Care Support' tree: rewards, card payments, appointments, eligibility and feedback. */
export const demoChatTree: ChatNodeInput = {
  text: { en: 'Donor Care Support', es: 'Atención al Donante' },
  description: {
    en: 'Hi! I’m the Donor Care assistant. What can I help you with today?',
    es: '¡Hola! Soy el asistente de Atención al Donante. ¿En qué te puedo ayudar hoy?',
  },
  children: [
    {
      text: { en: 'Rewards and points', es: 'Recompensas y puntos' },
      description: { en: 'Sure. What would you like to know about your points?', es: 'Claro. ¿Qué te gustaría saber sobre tus puntos?' },
      children: [
        {
          text: { en: 'When are my points added?', es: '¿Cuándo se suman mis puntos?' },
          description: {
            en: 'Points for a donation are added within 24 hours of your visit. You can follow them under Donation History.',
            es: 'Los puntos de una donación se suman dentro de las 24 horas posteriores a tu visita. Puedes seguirlos en Historial de donaciones.',
          },
        },
        {
          text: { en: 'How do I redeem points?', es: '¿Cómo canjeo mis puntos?' },
          description: {
            en: 'Open Use Points in the menu to choose a gift card. Learn more at https://www.example.org/igive-rewards',
            es: 'Abre Usar puntos en el menú para elegir una tarjeta de regalo. Más información en https://www.example.org/igive-rewards',
          },
        },
        request(
          'Tell us what happened with your points and our team will look into it.',
          'Cuéntanos qué pasó con tus puntos y nuestro equipo lo revisará.',
        ),
      ],
    },
    {
      text: { en: 'Card payments', es: 'Pagos en tarjeta' },
      description: { en: 'What is happening with your payment card?', es: '¿Qué pasa con tu tarjeta de pago?' },
      children: [
        {
          text: { en: 'My payment has not arrived', es: 'Mi pago no ha llegado' },
          description: {
            en: 'Payments usually reach your card within 2 hours after check-out. If it has been longer, we can check it for you.',
            es: 'Los pagos suelen llegar a tu tarjeta dentro de las 2 horas posteriores a tu salida. Si ha pasado más tiempo, podemos revisarlo.',
          },
          children: [
            request(
              'Please tell us the date of your visit and the amount you expected.',
              'Indícanos la fecha de tu visita y el monto que esperabas.',
            ),
          ],
        },
        {
          text: { en: 'I lost my card', es: 'Perdí mi tarjeta' },
          description: {
            en: 'Please call the card issuer right away to block it, then ask the front desk at your next visit for a new card.',
            es: 'Llama de inmediato al emisor de la tarjeta para bloquearla y pide una nueva en la recepción en tu próxima visita.',
          },
        },
      ],
    },
    {
      text: { en: 'Appointments and hours', es: 'Citas y horarios' },
      description: {
        en: 'Each center has its own hours. Find yours at www.example.org/find-a-donation-center',
        es: 'Cada centro tiene su propio horario. Encuentra el tuyo en www.example.org/find-a-donation-center',
      },
    },
    {
      text: { en: 'Can I donate?', es: '¿Puedo donar?' },
      description: { en: 'Let’s check. What is your question about eligibility?', es: 'Revisemos. ¿Cuál es tu duda sobre los requisitos?' },
      children: [
        {
          text: { en: 'How often can I donate?', es: '¿Con qué frecuencia puedo donar?' },
          description: {
            en: 'You can donate plasma up to twice in a 7-day period, with at least one day between donations.',
            es: 'Puedes donar plasma hasta dos veces en un periodo de 7 días, con al menos un día entre donaciones.',
          },
        },
        {
          text: { en: 'I was deferred', es: 'Me difirieron' },
          description: {
            en: 'A deferral protects your health. The reason and when you can return are on your deferral notice; our team can explain it.',
            es: 'Un diferimiento protege tu salud. El motivo y cuándo puedes volver aparecen en tu aviso; nuestro equipo te lo puede explicar.',
          },
          children: [request('Tell us your question about the deferral.', 'Cuéntanos tu duda sobre el diferimiento.')],
        },
      ],
    },
    {
      text: { en: 'Share feedback or a complaint', es: 'Dar una opinión o presentar una queja' },
      description: {
        en: 'Thank you for telling us. Your message goes to the Donor Care team, who answer within 2 business days.',
        es: 'Gracias por contarnos. Tu mensaje llega al equipo de Atención al Donante, que responde en un plazo de 2 días hábiles.',
      },
      isFeedback: true,
    },
  ],
};
