import type { en as messages } from '@portal/contract/messages/en';
import type auth from './en/auth.json';
import type common from './en/common.json';
import type home from './en/home.json';
import type layout from './en/layout.json';
import type notifications from './en/notifications.json';
import type referral from './en/referral.json';
import type links from './en/links.json';

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
      messages: typeof messages;
    };
  }
}
