import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import type { Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/**
 * Issue 33: the portal as an installable app. The manifest takes its names from the brand configuration
 * (`VITE_BRAND_NAME`, as the screens do) and its icons from the brand's logo (`public/favicon.svg`), drawn at build time in
 * each size installers ask for; the service worker (`src/sw/sw.ts`) precaches the app shell. Decision 049.
 */
const THEME_COLOR = '#0b5563';
const BACKGROUND_COLOR = '#ffffff';
const logoFile = new URL('./public/favicon.svg', import.meta.url);

/** The PNG icons: `any` at the sizes Chromium and Android use, a maskable one (the logo inside the safe zone), Apple's. */
const icons = [
  { file: 'icons/icon-192.png', size: 192, purpose: 'any', maskable: false },
  { file: 'icons/icon-512.png', size: 512, purpose: 'any', maskable: false },
  { file: 'icons/maskable-512.png', size: 512, purpose: 'maskable', maskable: true },
  { file: 'icons/apple-touch-icon-180.png', size: 180, purpose: null, maskable: false },
] as const;

/** The logo drawn at 80 % on the theme colour, so a launcher's mask (a circle, a squircle) never cuts it. */
function maskableSvg(svg: string): string {
  const viewBox = /viewBox="([^"]+)"/.exec(svg)?.[1] ?? '0 0 32 32';
  const [, , width = 32, height = 32] = viewBox.split(/\s+/).map(Number);
  const inner = svg.replace(/^[\s\S]*?<svg[^>]*>/, '').replace(/<\/svg>\s*$/, '');
  const transform = `translate(${width * 0.1} ${height * 0.1}) scale(0.8)`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="${viewBox}"><rect width="${width}" height="${height}" fill="${THEME_COLOR}"/><g transform="${transform}">${inner}</g></svg>`;
}

function brandIcons(): Plugin {
  return {
    name: 'portal:brand-icons',
    apply: 'build',
    generateBundle() {
      const logo = readFileSync(logoFile, 'utf8');
      for (const icon of icons) {
        const png = new Resvg(icon.maskable ? maskableSvg(logo) : logo, { fitTo: { mode: 'width', value: icon.size } }).render().asPng();
        this.emitFile({ type: 'asset', fileName: icon.file, source: png });
      }
    },
  };
}

export function pwaPlugins(brandName: string): Plugin[] {
  return [
    brandIcons(),
    ...VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      // The page registers the worker itself after the first paint (src/lib/pwa/register-service-worker.ts).
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      injectManifest: {
        rollupFormat: 'iife',
        // The app shell: scripts, styles, the page and the icons; not the content images, nor the brotli copies.
        globPatterns: ['**/*.{js,css,html,svg,png,woff2}'],
        globIgnores: ['content/**', 'education/**', 'rewards/**', '**/*.br'],
      },
      manifest: {
        id: '/',
        name: brandName,
        short_name: brandName.length <= 12 ? brandName : brandName.split(/\s+/)[0],
        description: `${brandName}: your plasma donations, appointments and rewards.`,
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: THEME_COLOR,
        background_color: BACKGROUND_COLOR,
        icons: icons
          .filter((icon) => icon.purpose !== null)
          .map((icon) => ({ src: `/${icon.file}`, sizes: `${icon.size}x${icon.size}`, type: 'image/png', purpose: icon.purpose ?? 'any' })),
      },
    }),
  ];
}
