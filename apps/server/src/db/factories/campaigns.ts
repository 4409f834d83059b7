import type { CampaignFields, Segment } from '@portal/contract/entities/campaign';

/** A campaign complete in both languages, for `segment` (every donor by default). */
export function campaignFields(title = 'Double points week', segment: Segment = {}): CampaignFields {
  return {
    title: { en: title, es: `${title} (es)` },
    message: { en: 'Donate this week and earn double points.', es: 'Dona esta semana y gana el doble de puntos.' },
    link: '/rewards',
    segment,
  };
}
