import { DAY_MS } from '@portal/contract';
import type { PromotionFields } from '@portal/contract/entities/content';
import type { PromotionInput } from '../factories/marketing';
import type { StoredSurveyQuestion } from '../schema/index';

const answers = (...items: [string, string][]) => items.map(([en, es], answerOrder) => ({ answerOrder, items: { en, es } }));

const centerSurvey: StoredSurveyQuestion[] = [
  {
    questionOrder: 0,
    questionType: 0,
    questionText: { en: 'How long did you wait before your donation started?', es: '¿Cuánto esperaste antes de que empezara tu donación?' },
    answers: answers(
      ['Less than 15 minutes', 'Menos de 15 minutos'],
      ['15 to 30 minutes', 'De 15 a 30 minutos'],
      ['More than 30 minutes', 'Más de 30 minutos'],
    ),
  },
  {
    questionOrder: 1,
    questionType: 1,
    questionText: { en: 'What did you like about your visit?', es: '¿Qué te gustó de tu visita?' },
    answers: answers(
      ['Friendly staff', 'Personal amable'],
      ['Clean center', 'Centro limpio'],
      ['Quick check-in', 'Registro rápido'],
      ['Comfortable chairs', 'Sillas cómodas'],
    ),
  },
  {
    questionOrder: 2,
    questionType: 2,
    questionText: { en: 'What could we do better?', es: '¿Qué podríamos mejorar?' },
    answers: [],
  },
];

const appSurvey: StoredSurveyQuestion[] = [
  {
    questionOrder: 0,
    questionType: 0,
    questionText: { en: 'How often do you use the donor app?', es: '¿Con qué frecuencia usas la app para donantes?' },
    answers: answers(['Every visit', 'En cada visita'], ['Sometimes', 'A veces'], ['Never', 'Nunca']),
  },
  {
    questionOrder: 1,
    questionType: 1,
    questionText: { en: 'Which features do you use?', es: '¿Qué funciones usas?' },
    answers: answers(
      ['Points balance', 'Saldo de puntos'],
      ['Donation history', 'Historial de donaciones'],
      ['Notifications', 'Notificaciones'],
    ),
  },
  {
    questionOrder: 2,
    questionType: 2,
    questionText: { en: 'What would you add to the app?', es: '¿Qué le agregarías a la app?' },
    answers: [],
  },
];

const text = (en: string, es: string) => ({ en, es });

/** The promotions the demo notifications point to: two of each type of spec 3. */
export function demoPromotions(now: Date): PromotionInput[] {
  const at = (days: number) => new Date(now.getTime() + days * DAY_MS);
  const common = { plasmaName: 'Demo Plasma Austin North', plasmaAddress: '8120 Research Blvd, Austin, TX 78758' };
  return [
    {
      id: 'promo-double-points',
      type: 'campaign',
      ...common,
      createdAt: at(-1),
      imageUrls: ['/content/rewards.svg'],
      rewardPoints: 100,
      rewardStartsAt: at(-1),
      rewardEndsAt: at(6),
      title: text('Double points this week', 'Puntos dobles esta semana'),
      description: text(
        'Donate twice this week and your second donation earns double points.',
        'Dona dos veces esta semana y tu segunda donación gana puntos dobles.',
      ),
      objective: text('Two donations between Monday and Sunday.', 'Dos donaciones entre el lunes y el domingo.'),
    },
    {
      id: 'promo-center-survey',
      type: 'survey',
      ...common,
      createdAt: at(-2),
      imageUrls: ['/content/community.svg'],
      rewardPoints: 25,
      rewardStartsAt: at(-2),
      rewardEndsAt: at(28),
      questions: centerSurvey,
      title: text('Quick survey: your center', 'Encuesta rápida: tu centro'),
      description: text(
        'Answer three questions about your last visit and earn 25 points.',
        'Responde tres preguntas sobre tu última visita y gana 25 puntos.',
      ),
      objective: text('Help us make every visit better.', 'Ayúdanos a mejorar cada visita.'),
    },
    {
      id: 'promo-referral-news',
      type: 'news',
      ...common,
      createdAt: at(-3),
      imageUrls: ['/content/community.svg'],
      rewardPoints: 0,
      title: text('Refer a friend, earn more', 'Recomienda a un amigo y gana más'),
      description: text(
        'Share your referral code. When your friend completes two donations, you earn a bonus.',
        'Comparte tu código de referido. Cuando tu amigo complete dos donaciones, ganas un bono.',
      ),
      objective: text('Invite friends who have never donated with us.', 'Invita a amigos que nunca hayan donado con nosotros.'),
    },
    {
      id: 'promo-back-to-school',
      type: 'campaign',
      ...common,
      createdAt: at(-24),
      imageUrls: ['/content/rewards.svg', '/content/hydration.svg'],
      rewardPoints: 100,
      rewardStartsAt: at(-24),
      rewardEndsAt: at(7),
      title: text('Back-to-school bonus', 'Bono de regreso a clases'),
      description: text('Earn 100 extra points with three donations this month.', 'Gana 100 puntos extra con tres donaciones este mes.'),
      objective: text('Three donations in one calendar month.', 'Tres donaciones en un mismo mes.'),
    },
    {
      id: 'promo-app-survey',
      type: 'survey',
      ...common,
      createdAt: at(-28),
      imageUrls: ['/content/hydration.svg'],
      rewardPoints: 20,
      rewardStartsAt: at(-28),
      rewardEndsAt: at(30),
      questions: appSurvey,
      title: text('Tell us about our app', 'Cuéntanos sobre nuestra app'),
      description: text(
        'A two-minute survey about the donor app. Earn 20 points.',
        'Una encuesta de dos minutos sobre la app para donantes. Gana 20 puntos.',
      ),
      objective: text('Shape the next version of the app.', 'Ayuda a dar forma a la próxima versión de la app.'),
    },
    {
      id: 'promo-membership-news',
      type: 'news',
      ...common,
      createdAt: at(-30),
      imageUrls: ['/content/rewards.svg'],
      rewardPoints: 0,
      title: text('Membership levels explained', 'Niveles de membresía explicados'),
      description: text(
        'Bronze, Silver, Gold and Platinum: 20, 45, 75 and 90 donations in 12 months earn 25%, 50%, 75% and 100% bonus points.',
        'Bronce, Plata, Oro y Platino: 20, 45, 75 y 90 donaciones en 12 meses dan 25 %, 50 %, 75 % y 100 % de puntos extra.',
      ),
      objective: text('Donate regularly to move up a level.', 'Dona con regularidad para subir de nivel.'),
    },
  ];
}

/** A campaign or news promotion as the console edits it, for loading it through the console's own code. */
export function promotionFields(input: PromotionInput & { type: PromotionFields['type'] }): PromotionFields {
  return {
    type: input.type,
    title: input.title,
    description: input.description,
    objective: input.objective,
    blocks: [],
    images: input.imageUrls,
    rewardPoints: input.rewardPoints ?? 0,
    rewardStartsAt: input.rewardStartsAt?.toISOString() ?? null,
    rewardEndsAt: input.rewardEndsAt?.toISOString() ?? null,
    plasmaName: input.plasmaName,
    plasmaAddress: input.plasmaAddress,
    announce: false,
    questions: input.questions ?? [],
  };
}
