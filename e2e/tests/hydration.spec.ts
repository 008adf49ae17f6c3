import type { Page, Request } from '@playwright/test';
import { LOCALES } from '@festival/shared/i18n/locales';
import { CMS_PAGE_ROUTES } from '@festival/shared/routes/cms-page-routes';
import { href } from '@festival/shared/routes/route-table';
import { CONSENT_COOKIE } from '@festival/shared/stores/consent-store';
import { pageSettled } from '../fixtures/page-settled';
import { ROUTE_TARGETS, SPEC_ROUTE_NAMES } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

declare global {
  interface Window {
    serverHeader: Element | null;
  }
}

/** React's words for a page whose server HTML it could not take over (its production build gives their error numbers). */
const HYDRATION_WORDS = /hydrat|did not match|server rendered HTML|Minified React error #(418|419|421|422|423|425)\b/i;

/** The chrome's api calls (navigation, settings, breaking news, opening hours), not the settle marker. */
function isChromeCall(request: Request): boolean {
  const url = new URL(request.url());
  if (url.searchParams.has('settled')) return false;
  return /^(\/(de|en))?\/(pageeditor-api\/(nav|settings)|api\/(breaking-news|opening-hours-today)\/)$/.test(url.pathname);
}

/** The shell pages' own requests (CMS page with its containers and forms, search, form): the server sends their answer along. */
const SHELL_PAGE_CALLS: Record<string, RegExp> = {
  ...Object.fromEntries([...CMS_PAGE_ROUTES].map((name) => [name, /^\/(de|en)\/(pageeditor-api\/(page(\/|$)|container\/by-slug\/)|api\/forms\/\d+\/$)/])),
  search: /^\/(de|en)\/api\/search\/(events\/|others\/)?$/,
  'forms-slug-id': /^\/(de|en)\/api\/forms\/\d+\/$/,
};

function isShellPageCall(name: string, request: Request): boolean {
  return SHELL_PAGE_CALLS[name]?.test(new URL(request.url()).pathname) ?? false;
}

/** Keeps the header element the server sent, as the document finished parsing and before any script ran. */
async function keepServerHeader(page: Page): Promise<void> {
  await page.addInitScript(() => {
    window.serverHeader = null;
    document.addEventListener('readystatechange', () => {
      if (document.readyState === 'interactive') window.serverHeader = document.querySelector('header.sh-header');
    });
  });
}

/** Issue 13: every page arrives rendered and React takes that HTML over, nothing asked for twice. */
test.describe('every route hydrates its server HTML', () => {
  for (const name of SPEC_ROUTE_NAMES) {
    for (const locale of LOCALES) {
      test(`${name} in ${locale}`, async ({ page, site, consoleGuard }) => {
        const target = await ROUTE_TARGETS[name](site, locale);
        const pathname = target.path.split('?')[0] ?? '';
        if (target.status !== 200) consoleGuard.allowStatus(target.status, pathname);
        const messages: string[] = [];
        page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
        page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
        const chromeCalls: string[] = [];
        page.on('request', (request) => {
          if (isChromeCall(request) || isShellPageCall(name, request)) chromeCalls.push(request.url());
        });
        await keepServerHeader(page);

        const response = await page.goto(target.path);
        expect(response?.status()).toBe(target.status);
        const main = page.locator('main');
        if ('text' in target.expect) await expect(main).toContainText(target.expect.text);
        else await expect(main.locator(`a[href="${target.expect.link}"]`).first()).toBeVisible();
        await pageSettled(page);

        // The server sent the header, and the one on screen is that very element: hydrated, not rendered anew.
        expect(await page.evaluate(() => window.serverHeader !== null)).toBe(true);
        expect(await page.evaluate(() => window.serverHeader === document.querySelector('header.sh-header'))).toBe(true);
        expect(messages.filter((text) => HYDRATION_WORDS.test(text))).toEqual([]);
        expect(chromeCalls).toEqual([]);
      });
    }
  }
});

test('the page with every module hydrates for a visitor who allowed external media too', async ({ page, context, baseURL }) => {
  const value = encodeURIComponent(JSON.stringify({ tracking: false, external_media: true }));
  await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseURL ?? '' }]);
  // The embeds' providers answer with an empty page: the test does not reach the internet.
  await page.route((url) => url.hostname !== new URL(baseURL ?? '').hostname, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '' }));
  const messages: string[] = [];
  page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
  page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
  await keepServerHeader(page);
  const response = await page.goto(href('cms-page', { '*': 'module' }, 'de'));
  expect(await response?.text()).toContain('class="fs-consent-gate"');
  await pageSettled(page);
  expect(await page.evaluate(() => window.serverHeader === document.querySelector('header.sh-header'))).toBe(true);
  // Once hydrated, the visitor's consent opens the embeds in place of their placeholders.
  await expect(page.locator('main iframe.fs-embed__frame').first()).toBeAttached();
  expect(messages.filter((text) => HYDRATION_WORDS.test(text))).toEqual([]);
});
