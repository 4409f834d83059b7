import { DAY_MS } from '@portal/contract';
import type { Db } from '../client';
import { createItem } from '../../features/content/content-items';
import { newsContent } from '../../features/content/news/news-content';
import { promotionContent } from '../../features/content/promotions/promotion-content';
import { createDocument } from '../factories/documents';
import { createB1B2Survey, createRedirectTarget, setCenterCoordinates, setReviewLink } from '../factories/marketing';
import { articleFields, demoArticles } from './demo-news';
import { demoPromotions, promotionFields } from './demo-promotions';

/** Approximate city centres of the demo centers, for "nearest center". */
const demoCoordinates = [
  [101, 30.39, -97.73],
  [102, 29.74, -95.45],
  [103, 29.51, -98.56],
  [104, 31.77, -106.3],
  [105, 33.51, -112.11],
  [106, 32.25, -110.92],
  [107, 28.55, -81.3],
  [108, 28.05, -82.44],
  [109, 25.94, -80.24],
  [110, 40.06, -82.94],
  [111, 39.8, -84.28],
  [112, 33.74, -84.28],
  [113, 31.98, -81.16],
  [114, 39.74, -104.86],
  [115, 35.31, -80.74],
  [116, 35.84, -78.61],
  [117, 39.82, -86.24],
  [118, 38.57, -90.28],
  [119, 35.08, -106.58],
  [120, 18.42, -66.06],
] as const;

/** Demo news, promotions, the referral program, a B1B2 reminder for Maria, review pages and redirect targets. */
export async function seedDemoMarketing(db: Db, now: Date, mariaId: string): Promise<void> {
  // The initial content goes in through the console's own code, so it has a first revision like anything edited there.
  for (const article of demoArticles) {
    const window = {
      publishAt: new Date(now.getTime() - article.publishedDaysAgo * DAY_MS),
      expireAt: article.expiresInDays === null ? null : new Date(now.getTime() + article.expiresInDays * DAY_MS),
      retiredAt: null,
    };
    await createItem(db, newsContent, { id: article.id, fields: articleFields(article), window }, { staffId: null, at: now });
  }
  // Promotions too, surveys with their questions.
  for (const promotion of demoPromotions(now)) {
    const createdAt = promotion.createdAt ?? now;
    const window = { publishAt: createdAt, expireAt: null, retiredAt: null };
    const fields = promotionFields({ ...promotion, type: promotion.type });
    await createItem(db, promotionContent, { id: promotion.id, fields, window }, { staffId: null, at: createdAt });
  }

  // The referral program's texts are the console's document `referral_program` (decision 033).
  await createDocument(db, 'referral_program', {
    en: {
      title: 'Refer a friend',
      header:
        'Share your code with friends who have never donated with us. When they sign up with it, activate rewards and complete two donations, you earn a referral bonus.',
      footer: 'The bonus is added up to 24 hours after your friend’s second donation. Past donors do not qualify.',
      uniqueCodeTitle: 'Your referral code',
    },
    es: {
      title: 'Recomienda a un amigo',
      header:
        'Comparte tu código con amigos que nunca hayan donado con nosotros. Cuando se registren con él, activen las recompensas y completen dos donaciones, ganas un bono por referido.',
      footer: 'El bono se agrega hasta 24 horas después de la segunda donación de tu amigo. Quienes ya donaron antes no califican.',
      uniqueCodeTitle: 'Tu código de referido',
    },
  });

  await createB1B2Survey(db, {
    donorId: mariaId,
    createdAt: new Date(now.getTime() - 2 * 60 * 60 * 1000),
    title: { en: 'Your next donation', es: 'Tu próxima donación' },
    message: {
      en: 'Your last two visits qualify you for this month’s bonus. When do you plan to donate next?',
      es: 'Tus dos últimas visitas te hacen elegible para el bono de este mes. ¿Cuándo piensas donar de nuevo?',
    },
    options: [
      { order: 0, text: { en: 'This week', es: 'Esta semana' } },
      { order: 1, text: { en: 'Next week', es: 'La próxima semana' } },
      { order: 2, text: { en: 'Not sure yet', es: 'Todavía no lo sé' } },
    ],
  });

  await setCenterCoordinates(
    db,
    demoCoordinates.map(([locationId, lat, lng]) => ({ locationId, lat, lng })),
  );
  for (const [locationId] of demoCoordinates.slice(0, 10)) {
    await setReviewLink(db, locationId, `https://search.google.com/local/writereview?placeid=demo-center-${locationId}`);
  }
  await createRedirectTarget(db, 'rewards', 'https://www.example.org/igive-rewards');
  await createRedirectTarget(db, 'find-center', 'https://www.example.org/find-a-donation-center');
}
