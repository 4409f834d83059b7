/**
 * Branding is configuration: each value comes from a Vite env var read at build time
 * (`VITE_…=… npm run build -w apps/web`, or an `.env` file in apps/web), with a neutral demo default.
 *
 * - VITE_BRAND_NAME          provider's name shown in the UI                  'Demo Plasma'
 * - VITE_MARKETING_BASE_URL  marketing site; footer and menu paths join it    'https://www.example.org/'
 * - VITE_APP_STORE_URL       iOS app in the App Store                         'https://apps.apple.com/'
 * - VITE_PLAY_STORE_URL      Android app in Google Play                       'https://play.google.com/store/apps'
 * - VITE_SUPPORT_PHONE       donor-care phone line                            '1-800-555-0100'
 * - VITE_SITE_URL            public address of this portal, encoded in the
 *                            download QR code as `<site>/qrcode`              the page's own origin
 * - VITE_SOCIAL_LINKS        footer social links, `Name=url` pairs separated
 *                            by commas ('Facebook=https://…,Instagram=https://…')  four demo links
 */

export interface SocialLink {
  name: string;
  url: string;
}

export interface Brand {
  name: string;
  marketingBaseUrl: string;
  appStoreUrl: string;
  playStoreUrl: string;
  supportPhone: string;
  siteUrl: string;
  socialLinks: SocialLink[];
}

const DEFAULT_SOCIAL_LINKS =
  'Facebook=https://www.facebook.com/,Instagram=https://www.instagram.com/,YouTube=https://www.youtube.com/,LinkedIn=https://www.linkedin.com/';

function setting(value: string | undefined, fallback: string): string {
  const trimmed = value?.trim();
  return trimmed ? trimmed : fallback;
}

/** Only absolute http(s) addresses are used: anything else falls back to the default. */
function url(value: string | undefined, fallback: string): string {
  const candidate = setting(value, fallback);
  try {
    const parsed = new URL(candidate);
    return parsed.protocol === 'https:' || parsed.protocol === 'http:' ? parsed.href : fallback;
  } catch {
    return fallback;
  }
}

export function parseSocialLinks(value: string): SocialLink[] {
  return value
    .split(',')
    .map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at).trim(), url: url(pair.slice(at + 1), '') };
    })
    .filter((link) => link.name !== '' && link.url !== '');
}

function withTrailingSlash(address: string): string {
  return address.endsWith('/') ? address : `${address}/`;
}

function pageOrigin(): string {
  return typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin;
}

const env = import.meta.env;

export const brand: Brand = {
  name: setting(env.VITE_BRAND_NAME, 'Demo Plasma'),
  marketingBaseUrl: withTrailingSlash(url(env.VITE_MARKETING_BASE_URL, 'https://www.example.org/')),
  appStoreUrl: url(env.VITE_APP_STORE_URL, 'https://apps.apple.com/'),
  playStoreUrl: url(env.VITE_PLAY_STORE_URL, 'https://play.google.com/store/apps'),
  supportPhone: setting(env.VITE_SUPPORT_PHONE, '1-800-555-0100'),
  siteUrl: url(env.VITE_SITE_URL, pageOrigin()).replace(/\/$/, ''),
  socialLinks: parseSocialLinks(setting(env.VITE_SOCIAL_LINKS, DEFAULT_SOCIAL_LINKS)),
};
