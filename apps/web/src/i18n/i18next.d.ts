import type { en as messages } from '@portal/contract/messages/en';
import type auth from './en/auth.json';
import type common from './en/common.json';
import type home from './en/home.json';
import type layout from './en/layout.json';
import type rewards from './en/rewards.json';

/** Typed keys: `t('topBar.logout')` is checked against the English catalogues. Add a feature's file here. */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    resources: {
      common: typeof common;
      layout: typeof layout;
      auth: typeof auth;
      home: typeof home;
      rewards: typeof rewards;
      messages: typeof messages;
    };
  }
}
