import { href } from '@festival/shared/routes/route-table';
import { NetworkLog } from '../fixtures/network-log';
import { pageSettled } from '../fixtures/page-settled';
import { expect, test } from '../fixtures/test';

/** React's words for a page whose server HTML it could not take over. */
const HYDRATION_WORDS = /hydrat|did not match|server rendered HTML/i;

test('a page that sells nothing loads no shop code, and the header shows the visitor\'s cart once hydrated', async ({ page, context, baseURL }) => {
  await context.addCookies([{ name: 'cartAmount', value: '2', url: baseURL! }]);
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const network = new NetworkLog(page);

  const response = await page.goto(href('magazine', {}, 'de'));
  // The server knows no visitor's cart: its document is the same for everyone.
  expect(await response?.text()).toContain('aria-label="Warenkorb, 0 Karten"');
  await expect(page.locator('header').getByRole('link', { name: 'Warenkorb, 2 Karten' })).toBeVisible();
  await pageSettled(page);

  expect(network.matching((url) => url.pathname.startsWith('/remotes/mf-shop/'))).toEqual([]);
  expect(messages.filter((text) => HYDRATION_WORDS.test(text))).toEqual([]);
});
