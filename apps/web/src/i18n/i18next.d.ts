import type { en as messages } from '@portal/contract/messages/en';
import type auth from './en/auth.json';
import type common from './en/common.json';
import type home from './en/home.json';
import type layout from './en/layout.json';
import type prescreening from './en/prescreening.json';
import type donationTips from './en/donation-tips.json';
import type deferral from './en/deferral.json';

/** Typed keys: `t('topBar.logout')` is checked against the English catalogues. Add a feature's file here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      layout: typeof layout;
      auth: typeof auth;
      home: typeof home;
      messages: typeof messages;
      prescreening: typeof prescreening;
      'donation-tips': typeof donationTips;
      deferral: typeof deferral;
    };
  }
}
