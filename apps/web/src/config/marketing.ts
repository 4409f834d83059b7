import { brand } from './brand';

/** Marketing-site pages linked from the portal (spec 2.4); each opens in a new tab. */
export const marketingPages = [
  'start-donating',
  'online-screening-webapp',
  'why-plasma',
  'stories',
  'be-rewarded',
  'igive-rewards',
  'find-a-donation-center',
  'about-us',
  'careers',
  'employee-benefits',
  'community-outreach',
  'donation-experience-reimagined',
  'newsroom',
  'faq',
  'contact-us',
  'cookie-policy',
  'privacy-policy',
  'terms-of-use',
  'accessibility',
  'sitemap',
] as const;

export type MarketingPage = (typeof marketingPages)[number];

/** The footer's columns and its legal row. */
export const footerSections = {
  donating: [
    'start-donating',
    'online-screening-webapp',
    'why-plasma',
    'stories',
    'be-rewarded',
    'igive-rewards',
    'find-a-donation-center',
  ],
  company: ['about-us', 'careers', 'employee-benefits', 'community-outreach', 'donation-experience-reimagined', 'newsroom'],
  help: ['faq', 'contact-us'],
} as const satisfies Record<string, readonly MarketingPage[]>;

export const legalPages = [
  'cookie-policy',
  'privacy-policy',
  'terms-of-use',
  'accessibility',
  'sitemap',
] as const satisfies readonly MarketingPage[];

/** Pages offered in the top bar's dropdown and the phone menu. */
export const menuMarketingPages = ['why-plasma', 'be-rewarded', 'faq', 'contact-us'] as const satisfies readonly MarketingPage[];

export function marketingUrl(page: MarketingPage, base: string = brand.marketingBaseUrl): string {
  return new URL(page, base).href;
}

/** The donor's home center on the marketing site (`center/{locationID}`). */
export function centerUrl(locationId: number, base: string = brand.marketingBaseUrl): string {
  return new URL(`center/${locationId}`, base).href;
}
