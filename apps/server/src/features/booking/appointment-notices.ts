import type { Bilingual, Language } from '@portal/contract';
import { untilAtCenter, whenAtCenter } from '@portal/contract/center-time';
import type { AppointmentNoticeKind } from '@portal/contract/entities/content-documents';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { phoneDestination } from '../../domain/masking';
import { donorPushDestinations } from '../../domain/push-subscriptions';
import { donors, locations, notifications } from '../../db/schema/index';
import type { Messenger } from '../../domain/messaging/messenger';
import type { TextMessageName } from '@portal/contract/entities/message-templates';
import type { PushMessageName } from '@portal/contract/entities/push-messages';
import { fillNotice, type NoticeTexts } from './appointment-notice-texts';

const templateOf: Record<AppointmentNoticeKind, TextMessageName> = {
  booked: 'appointmentBooked',
  rescheduled: 'appointmentRescheduled',
  cancelled: 'appointmentCancelled',
  reminder24h: 'appointmentReminder',
  reminder2h: 'appointmentReminder',
  waitlistOffer: 'waitlistOffer',
};

/** The notices that also go as a push notification to a donor who chose push for appointment messages. */
const pushTemplateOf: Partial<Record<AppointmentNoticeKind, PushMessageName>> = {
  reminder24h: 'appointmentReminder',
  reminder2h: 'appointmentReminder',
  waitlistOffer: 'waitlistOffer',
};

const leads: Record<Language, Partial<Record<AppointmentNoticeKind, string>>> = {
  en: { reminder24h: 'tomorrow', reminder2h: 'in 2 hours' },
  es: { reminder24h: 'de mañana', reminder2h: 'en 2 horas' },
};

export interface NoticeTarget {
  donorId: string;
  /** The injected clock's time: when the notification is dated. */
  now: Date;
  locationId: number;
  startsAt: Date;
  /** The appointment the notice is about (the notification points to it), when there is one. */
  appointmentId?: string;
  /** When the chair held for a waitlist offer is given to the next donor. */
  holdUntil?: Date;
}

/**
 * Tells the donor: always in the portal's notifications, in `texts` (the document editors change, decision 034, read
 * once per transaction by the caller); by e-mail, text message and push (reminders and offers, to each of her devices) when she has the address
 * and allows appointment messages on that channel (her `reminders` choices), in her language, with the link to `/appointments` where she can
 * reschedule, cancel or accept. Written through `db` and `messenger`, which are the caller's transaction: the claim
 * that decided to send and the messages commit together.
 */
export async function sendAppointmentNotice(
  db: Db,
  messenger: Messenger,
  publicUrl: string,
  notice: AppointmentNoticeKind,
  target: NoticeTarget,
  texts: NoticeTexts,
): Promise<void> {
  const [row] = await db
    .select({
      donor: donors,
      centerName: locations.name,
      timeZone: locations.timezone,
      address: locations.addressLine1,
      city: locations.city,
    })
    .from(donors)
    .innerJoin(locations, eq(locations.id, target.locationId))
    .where(eq(donors.id, target.donorId));
  if (!row) throw new Error('notice for a donor or center that does not exist');
  const { donor, centerName, timeZone } = row;
  const inLanguage = (lang: Language) => {
    const values = {
      when: whenAtCenter(target.startsAt, timeZone, lang),
      center: centerName,
      until: target.holdUntil ? untilAtCenter(target.holdUntil, timeZone, lang) : '',
    };
    return { values, inPortal: fillNotice(texts, notice, lang, values) };
  };
  const [en, es] = [inLanguage('en'), inLanguage('es')];
  const title: Bilingual = { en: en.inPortal[0], es: es.inPortal[0] };
  const message: Bilingual = { en: en.inPortal[1], es: es.inPortal[1] };
  await db.insert(notifications).values({
    donorId: donor.id,
    type: 'appointment',
    title,
    message,
    goto: '/appointments',
    refId: target.appointmentId ?? null,
    createdAt: target.now,
  });

  const lang = donor.language;
  const values = {
    ...(lang === 'es' ? es : en).values,
    name: donor.firstName,
    address: `${row.address}, ${row.city}`,
    lead: leads[lang][notice] ?? '',
    link: `${publicUrl}/appointments`,
  };
  const template = templateOf[notice];
  const prefs = donor.communicationPreferences;
  // A reminder is claimed once per appointment; its key keeps a job run again from queueing it twice all the same.
  const dedupe = (channel: string) =>
    target.appointmentId && notice.startsWith('reminder') ? `appointment:${target.appointmentId}:${notice}:${channel}` : undefined;
  if (donor.email && prefs.email.reminders) {
    // An offer e-mail carries one-click unsubscribe from appointment e-mails (RFC 8058).
    const unsubscribe = template === 'waitlistOffer' ? { donorId: donor.id, publicUrl } : undefined;
    await messenger.send({ channel: 'email', to: donor.email, template, lang, values, unsubscribe, dedupeKey: dedupe('email') });
  }
  if (donor.phoneCountryCode && donor.phoneNumber && prefs.sms.reminders) {
    const to = phoneDestination(donor.phoneCountryCode, donor.phoneNumber);
    await messenger.send({ channel: 'sms', to, template, lang, values, dedupeKey: dedupe('sms') });
  }
  const pushTemplate = pushTemplateOf[notice];
  if (pushTemplate && prefs.push.reminders) {
    for (const to of await donorPushDestinations(db, donor.id)) {
      await messenger.send({
        channel: 'push',
        to,
        template: pushTemplate,
        lang,
        values,
        openPath: '/appointments',
        dedupeKey: dedupe(`push:${to}`),
      });
    }
  }
}
