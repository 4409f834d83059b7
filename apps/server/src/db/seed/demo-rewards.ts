import { membershipTiers, type Bilingual, type FeeLayout, type Language } from '@portal/contract';
import type { Db } from '../client';
import { createDocument } from '../factories/documents';
import { cardTypes, createProduct } from '../factories/rewards';

/** The redemption catalogue of the demo: four gift cards (one out of stock, shown unavailable) and one fast-cash option; returns their ids by image name. */
export async function seedRewardCatalogue(db: Db): Promise<Record<string, string>> {
  const ids: Record<string, string> = {};
  const cards = [
    [
      'FreshMart Groceries',
      'FreshMart supermercados',
      'Groceries and household goods at any FreshMart store or online.',
      'Comestibles y artículos para el hogar en cualquier tienda FreshMart o en línea.',
      'grocery',
      null,
    ],
    [
      'Bean & Brew Coffee',
      'Café Bean & Brew',
      'Coffee, tea and pastries at 2,000 cafés.',
      'Café, té y panadería en 2,000 cafeterías.',
      'coffee',
      null,
    ],
    [
      'RoadFuel Gas',
      'Gasolina RoadFuel',
      'Fuel and snacks at RoadFuel stations nationwide.',
      'Combustible y bocadillos en estaciones RoadFuel de todo el país.',
      'fuel',
      null,
    ],
    [
      'CineStar Movies',
      'Cines CineStar',
      'Movie tickets and concessions. Currently out of stock.',
      'Entradas de cine y dulcería. Agotada por ahora.',
      'movies',
      0,
    ],
  ] as const;
  for (const [index, [nameEn, nameEs, descriptionEn, descriptionEs, image, stock]] of cards.entries()) {
    const card = await createProduct(db, {
      kind: 'gift_card',
      name: { en: nameEn, es: nameEs },
      description: { en: descriptionEn, es: descriptionEs },
      imageUrl: `/rewards/${image}.svg`,
      values: [500, 1000, 2500],
      types: cardTypes,
      stock,
      sortOrder: index,
    });
    ids[image] = card.id;
  }
  await createProduct(db, {
    kind: 'fast_cash',
    name: { en: 'Fast Cash to your debit card', es: 'Efectivo rápido a tu tarjeta de débito' },
    description: {
      en: 'Turn points into money on the debit card your center gave you.',
      es: 'Convierte tus puntos en dinero en la tarjeta de débito que te dio tu centro.',
    },
    imageUrl: '/rewards/fast-cash.svg',
    values: [1000, 2000, 5000],
    types: [
      { code: 'instant', label: { en: 'Instant deposit', es: 'Depósito inmediato' } },
      { code: 'standard', label: { en: 'Next business day', es: 'Siguiente día hábil' } },
    ],
    sortOrder: 10,
  });
  return ids;
}

const levelNames: Record<Language, Record<(typeof membershipTiers)[number]['tier'], string>> = {
  en: { bronze: 'Bronze', silver: 'Silver', gold: 'Gold', platinum: 'Platinum' },
  es: { bronze: 'Bronce', silver: 'Plata', gold: 'Oro', platinum: 'Platino' },
};

function membershipRules(lang: Language) {
  const en = lang === 'en';
  return {
    title: en ? 'Membership levels' : 'Niveles de membresía',
    intro: en
      ? 'The more often you donate, the more every donation earns. Your level is set by your donations in the past 12 months.'
      : 'Mientras más seguido dones, más te da cada donación. Tu nivel depende de tus donaciones de los últimos 12 meses.',
    levels: membershipTiers.map((t) => ({
      tier: t.tier,
      name: levelNames[lang][t.tier],
      threshold: t.threshold,
      bonusPercent: t.bonusPercent,
      perks: [
        en ? `${t.threshold} donations in 12 months` : `${t.threshold} donaciones en 12 meses`,
        en ? `+${t.bonusPercent}% on donation points` : `+${t.bonusPercent}% en puntos por donación`,
        ...(t.tier === 'platinum' ? [en ? 'A Platinum debit card' : 'Una tarjeta de débito Platino'] : []),
      ],
    })),
    footnote: en
      ? 'Bonuses apply to donation points only, not to promotions or referral bonuses.'
      : 'Los bonos se aplican solo a los puntos por donación, no a promociones ni a bonos por recomendación.',
  };
}

function balanceContent(lang: Language) {
  const en = lang === 'en';
  return {
    title: en ? 'Check your rewards balance' : 'Consulta el saldo de tus recompensas',
    texts: [en ? 'Giving has its rewards' : 'Donar tiene sus recompensas', en ? 'Manage your account today' : 'Administra tu cuenta hoy'],
    third_parties: [
      {
        title: en ? 'Community Bank debit card' : 'Tarjeta de débito de Community Bank',
        description: en
          ? 'Check the balance of the debit card your payments go to. Call 800-555-0142 any time, or sign in online.'
          : 'Consulta el saldo de la tarjeta de débito donde recibes tus pagos. Llama al 800-555-0142 a cualquier hora o entra en línea.',
        image: '/rewards/partner-bank.svg',
        redirect: 'https://www.example.com/community-bank',
        button_text: en ? 'Check balance' : 'Consultar saldo',
      },
      {
        title: en ? 'Wellness+ discounts' : 'Descuentos Wellness+',
        description: en
          ? 'Donors save 15% on vitamins and health checks. Questions? (888) 555 0175.'
          : 'Los donantes ahorran 15% en vitaminas y chequeos de salud. ¿Preguntas? (888) 555 0175.',
        image: '/rewards/partner-health.svg',
        redirect: 'https://www.example.com/wellness-plus',
        button_text: en ? 'See offers' : 'Ver ofertas',
      },
    ],
  };
}

function rewardWorks(lang: Language) {
  const en = lang === 'en';
  return {
    title: en ? 'How rewards work' : 'Cómo funcionan las recompensas',
    sections: [
      {
        heading: en ? 'Earn points every time you donate' : 'Gana puntos cada vez que donas',
        paragraphs: [
          en
            ? 'Each completed donation adds points to your balance the same day, on top of your payment.'
            : 'Cada donación completada suma puntos a tu saldo el mismo día, además de tu pago.',
          en
            ? 'Your membership level adds a bonus of 25% to 100% on those points.'
            : 'Tu nivel de membresía agrega un bono del 25% al 100% sobre esos puntos.',
        ],
      },
      {
        heading: en ? 'Use your points' : 'Usa tus puntos',
        paragraphs: [
          en
            ? 'Trade points for gift cards or Fast Cash on your debit card. 100 points are worth $1.'
            : 'Cambia tus puntos por tarjetas de regalo o Efectivo rápido en tu tarjeta de débito. 100 puntos valen $1.',
          en
            ? 'If an order cannot be delivered, its points come back to your balance.'
            : 'Si un pedido no se puede entregar, sus puntos vuelven a tu saldo.',
        ],
      },
      {
        heading: en ? 'Invite a friend' : 'Invita a un amigo',
        paragraphs: [
          en
            ? 'When a friend uses your code, activates rewards and completes a second donation, you get a referral bonus within 24 hours. Past donors do not count.'
            : 'Cuando un amigo usa tu código, activa sus recompensas y completa su segunda donación, recibes un bono por recomendación en menos de 24 horas. Los donantes anteriores no cuentan.',
        ],
      },
    ],
  };
}

function feeLayout(type: FeeLayout['type'], lang: Language): Omit<FeeLayout, 'startFrequency' | 'completeddonations'> {
  const en = lang === 'en';
  const amounts: Record<FeeLayout['type'], [number, number?][]> = {
    applicant: [[100, 50], [100, 50], [100], [100], [100], [100], [100], [100, 5]],
    qualifiedweekly: [[50], [70]],
    monthlyqualified: [[50], [70], [50], [70], [50], [70], [50], [100, 20]],
  };
  const titles: Record<FeeLayout['type'], [string, string]> = {
    applicant: ['Your first 8 donations', 'Tus primeras 8 donaciones'],
    qualifiedweekly: ['This week', 'Esta semana'],
    monthlyqualified: ['This month', 'Este mes'],
  };
  return {
    type,
    title: en ? 'Fee guide' : 'Guía de pagos',
    layouttitle: en ? titles[type][0] : titles[type][1],
    feetitle: en ? 'Receive' : 'Recibe',
    feesubtitle: en ? 'What each donation pays' : 'Lo que paga cada donación',
    img: '/rewards/fast-cash.svg',
    timeRemaining: type === 'applicant' ? (en ? '45 days to complete' : '45 días para completar') : '',
    abovemoney: en ? 'Donation' : 'Donación',
    belowmoney: en ? 'paid to your debit card' : 'depositado en tu tarjeta de débito',
    information: en
      ? [
          'Drink plenty of water the day before you donate.',
          'Eat a meal rich in protein and iron 3 hours before your visit.',
          'Bring a valid photo ID and proof of address.',
        ]
      : [
          'Toma mucha agua el día antes de donar.',
          'Come algo rico en proteínas y hierro 3 horas antes de tu visita.',
          'Trae una identificación con foto y un comprobante de domicilio.',
        ],
    bonusinformation: en
      ? 'Bonuses are added to the base fee of the same donation.'
      : 'Los bonos se suman al pago base de la misma donación.',
    additionalinformation: en
      ? ['Amounts may vary by center.', 'Questions about a deferral? Call 800-555-0160.']
      : ['Los montos pueden variar según el centro.', '¿Preguntas sobre un aplazamiento? Llama al 800-555-0160.'],
    structure: Object.fromEntries(
      amounts[type].map(([base, bonus], i) => [String(i + 1), { base, ...(bonus ? { bonus } : {}), completed: false }]),
    ),
  };
}

/**
 * Bilingual rewards copy: membership rules, balance and partner offers, how rewards work, the three fee guides; through
 * the console's create function, as the initial content editors then change.
 */
export async function seedRewardContent(db: Db): Promise<void> {
  await createDocument(db, 'membership_rules', inBoth(membershipRules));
  await createDocument(db, 'balance', inBoth(balanceContent));
  await createDocument(db, 'reward_works', inBoth(rewardWorks));
  for (const type of ['applicant', 'qualifiedweekly', 'monthlyqualified'] as const) {
    await createDocument(
      db,
      `fee_${type}`,
      inBoth((lang) => ({ ...feeLayout(type, lang), startFrequency: 0, completeddonations: 0 })),
    );
  }
}

function inBoth<T>(write: (lang: Language) => T): Bilingual<T> {
  return { en: write('en'), es: write('es') };
}
