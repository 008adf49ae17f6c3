import { HEAD_TEXTS } from '@festival/shared/head/head-texts';
import type { Locale } from '@festival/shared/i18n/locales';
import { href } from '@festival/shared/routes/route-table';
import { COLOURS } from '@festival/shared/tokens/colours';

/** The manifest of a language: what each document links (render-document.ts). */
export function manifestPath(locale: Locale): string {
  return `/manifest.${locale}.webmanifest`;
}

/** One app in both languages: the same id, so installing from a German page and an English one is one app. */
const APP_ID = '/';

/**
 * The web app manifest (installable site): names and start page in the visitor's language, the
 * brand colours, and the icons Chromium and Safari ask for (192 and 512 px, and a maskable one
 * whose mark stays inside the safe zone).
 */
export function webAppManifest(locale: Locale) {
  const texts = HEAD_TEXTS[locale];
  return {
    id: APP_ID,
    lang: locale,
    dir: 'ltr',
    name: texts.siteName,
    short_name: texts.shortName,
    description: texts.siteDescription,
    start_url: href('index', {}, locale),
    scope: '/',
    display: 'standalone',
    theme_color: COLOURS.teal,
    background_color: COLOURS.light,
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
    ],
  };
}
