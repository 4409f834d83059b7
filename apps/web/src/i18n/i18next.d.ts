import type { en as messages } from '@portal/contract/messages/en';
import type auth from './en/auth.json';
import type centers from './en/centers.json';
import type common from './en/common.json';
import type forms from './en/forms.json';
import type home from './en/home.json';
import type layout from './en/layout.json';
import type history from './en/history.json';
import type contact from './en/contact.json';
import type donorCare from './en/donor-care.json';
import type passwordReset from './en/password-reset.json';
import type profile from './en/profile.json';
import type registration from './en/registration.json';
import type notifications from './en/notifications.json';
import type referral from './en/referral.json';
import type links from './en/links.json';
import type prescreening from './en/prescreening.json';
import type donationTips from './en/donation-tips.json';
import type deferral from './en/deferral.json';
import type rewards from './en/rewards.json';
import type staff from './en/staff.json';
import type cases from './en/cases.json';
import type staffVisits from './en/staff-visits.json';
import type booking from './en/booking.json';
import type content from './en/content.json';
import type screeningContent from './en/screening-content.json';
import type outbox from './en/outbox.json';
import type integrations from './en/integrations.json';
import type records from './en/records.json';
import type insights from './en/insights.json';

/** Typed keys: `t('topBar.logout')` is checked against the English catalogues. Add a feature's file here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      layout: typeof layout;
      auth: typeof auth;
      home: typeof home;
      notifications: typeof notifications;
      referral: typeof referral;
      links: typeof links;
      rewards: typeof rewards;
      messages: typeof messages;
      history: typeof history;
      contact: typeof contact;
      'donor-care': typeof donorCare;
      forms: typeof forms;
      registration: typeof registration;
      'password-reset': typeof passwordReset;
      profile: typeof profile;
      records: typeof records;
      centers: typeof centers;
      prescreening: typeof prescreening;
      'donation-tips': typeof donationTips;
      deferral: typeof deferral;
      staff: typeof staff;
      cases: typeof cases;
      'staff-visits': typeof staffVisits;
      booking: typeof booking;
      content: typeof content;
      'screening-content': typeof screeningContent;
      outbox: typeof outbox;
      integrations: typeof integrations;
      insights: typeof insights;
    };
  }
}
