import { href } from '@festival/shared/routes/route-table';
import { CONSENT_COOKIE } from '@festival/shared/stores/consent-store';
import { HYDRATION_WORDS, keepServerHeader } from '../fixtures/hydration-watch';
import { pageSettled } from '../fixtures/page-settled';
import { expect, test } from '../fixtures/test';

/** Every route's hydration is checked in route-sweep.spec.ts; here, the states a sweep does not reach. */

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
