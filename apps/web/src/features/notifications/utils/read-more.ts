import type { Notification } from '@portal/contract/entities/marketing';
import { paths } from '../../../config/paths';

export type ReadMoreAction =
  | { kind: 'none' }
  | { kind: 'news'; newsId: string }
  | { kind: 'promotion'; promotionId: string }
  | { kind: 'navigate'; to: string }
  | { kind: 'detail' };

/** A page of this portal (`/rewards`), never another site (`//host`, `https:`): what a campaign may open. */
function isPortalPath(goto: string | null): goto is string {
  return goto !== null && /^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(goto);
}

/**
 * Spec 4 "Read More by notification type". A news or promotion notification without the id it needs
 * falls back to the detail modal (the notification's own text), the spec's rule for other types.
 */
export function readMoreAction(notification: Pick<Notification, 'type' | 'refId' | 'goto' | 'state'>): ReadMoreAction {
  const { type, refId } = notification;
  switch (type) {
    case 'inbox':
    case 'wheeloffortune':
    case 'deferral_communication':
      return { kind: 'none' };
    case 'news_resources':
    case 'news_updates':
    case 'news_impactstories':
      return refId ? { kind: 'news', newsId: refId } : { kind: 'detail' };
    case 'news':
    case 'survey':
      return refId ? { kind: 'promotion', promotionId: refId } : { kind: 'detail' };
    case 'campaign':
      // A console campaign (issue 16) has no promotion: Read More opens its page of the portal, or its own text.
      if (refId) return { kind: 'promotion', promotionId: refId };
      return isPortalPath(notification.goto) ? { kind: 'navigate', to: notification.goto } : { kind: 'detail' };
    case 'donation_feedback':
      return { kind: 'navigate', to: paths.donationHistory };
    case 'appointment':
      return { kind: 'navigate', to: paths.appointments };
    case 'deferral_aeflag':
      return { kind: 'navigate', to: paths.adverseEvent };
    case 'preregs':
      if (notification.goto) return { kind: 'navigate', to: paths.home };
      return { kind: 'navigate', to: notification.state ? paths.assessment : paths.predonorSurvey };
    default:
      return { kind: 'detail' };
  }
}
