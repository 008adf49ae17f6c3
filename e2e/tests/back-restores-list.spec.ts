import type { Page, Request } from '@playwright/test';
import { pageSettled } from '../fixtures/page-settled';
import { expect, test } from '../fixtures/test';

/** Spec §4 lists: Back from an entry shows the list as it was, where it was, without loading it again. */

interface ListPage {
  path: string;
  /** One entry of the list, and the link that opens it. */
  entry: string;
  link: string;
  /** The button that loads more, for lists that do not load as the end nears. */
  more?: string;
}

const LISTS: Record<string, ListPage> = {
  programme: { path: '/de/programm', entry: 'main .pg-day__events > li', link: '.pg-card__title a' },
  productions: { path: '/de/produktionen', entry: 'main .pg-grid > li', link: '.pg-grid__title a' },
  authors: { path: '/de/autorinnen', entry: 'main .pg-grid > li', link: '.pg-grid__title a', more: 'Weitere laden' },
  magazine: { path: '/de/magazin', entry: 'main .mg-list .mg-grid > li', link: '.mg-card__title a', more: 'Weitere Beiträge laden' },
};

const SCROLL_TO = 2_500;

/** Resolves once nothing in the main content is loading and what that started has reached the test. */
async function listSettled(page: Page): Promise<void> {
  await expect(page.locator('main [data-skeleton]')).toHaveCount(0);
  await pageSettled(page);
  await expect(page.locator('main [data-skeleton]')).toHaveCount(0);
}

/**
 * Grows the list until the page can be scrolled to `y` or the list ends, then scrolls to `y`,
 * or as far down as still shows an entry at the top of the viewport.
 */
async function scrollDownTo(page: Page, list: ListPage, y: number): Promise<number> {
  const entries = page.locator(list.entry);
  for (;;) {
    await listSettled(page);
    const room = await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight);
    if (room >= y) break;
    const shown = await entries.count();
    const more = list.more ? page.getByRole('button', { name: list.more }) : null;
    if (more && (await more.count()) > 0) await more.click();
    else if (!more) await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    else break;
    await listSettled(page);
    if ((await entries.count()) === shown) break;
  }
  const target = await page.evaluate(({ entry, to }) => {
    const last = [...document.querySelectorAll(entry)].at(-1);
    const lastTop = last ? last.getBoundingClientRect().top + window.scrollY : 0;
    return Math.max(0, Math.min(to, lastTop - 200, document.documentElement.scrollHeight - window.innerHeight - 100));
  }, { entry: list.entry, to: y });
  await page.evaluate((to) => window.scrollTo(0, to), target);
  await listSettled(page);
  return page.evaluate(() => window.scrollY);
}

/** The link of the first entry whose top is in the viewport. */
function firstVisibleEntry(page: Page, list: ListPage): Promise<string> {
  return page.evaluate(({ entry, link }) => {
    const shown = [...document.querySelectorAll(entry)].find((element) => element.getBoundingClientRect().top >= 0);
    const href = shown?.querySelector(link)?.getAttribute('href');
    if (!href) throw new Error('no entry in view');
    return href;
  }, list);
}

/** Where the entry that links to `href` starts, relative to the top of the viewport. */
function entryTop(page: Page, list: ListPage, href: string): Promise<number | null> {
  return page.evaluate(({ entry, link, href }) => {
    const shown = [...document.querySelectorAll(entry)].find((element) => element.querySelector(link)?.getAttribute('href') === href);
    return shown ? shown.getBoundingClientRect().top : null;
  }, { ...list, href });
}

for (const [name, list] of Object.entries(LISTS)) {
  test(`Back from an entry of the ${name} list shows the same entries at the same place, without loading them again`, async ({ page }) => {
    // Everything the page showed (list pages, filters, teasers) is shown again as it was, not asked for.
    const apiRequests: string[] = [];
    let back = false;
    const isListApiRequest = (request: Request) => new URL(request.url()).pathname.includes('/api/') && new URL(page.url()).pathname === list.path;
    page.on('request', (request) => {
      if (back && isListApiRequest(request)) apiRequests.push(request.url());
    });
    await page.goto(list.path);
    await expect(page.locator(list.entry).first()).toBeVisible();
    const scrolled = await scrollDownTo(page, list, SCROLL_TO);
    expect(scrolled, 'the list is long enough to scroll down').toBeGreaterThan(400);
    const first = await firstVisibleEntry(page, list);
    const firstTop = (await entryTop(page, list, first)) ?? 0;
    const entries = await page.locator(list.entry).count();

    await page.locator(`${list.entry} ${list.link}[href="${first}"]`).click();
    await expect(page).toHaveURL(first);
    await expect(page.locator('main h1')).toBeVisible();
    back = true;
    await page.goBack();

    await expect(page).toHaveURL(list.path);
    await expect(page.locator(list.entry)).toHaveCount(entries);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 5);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrolled)).toBeLessThanOrEqual(5);
    // The same entry is where it was; comparing "the first entry in view" instead would flip
    // between neighbours whenever an entry's edge lies within the 5 px tolerance of the viewport top.
    expect(Math.abs(((await entryTop(page, list, first)) ?? Number.NaN) - firstTop), `${first} moved`).toBeLessThanOrEqual(5);
    await listSettled(page);
    expect(apiRequests, 'what the list showed, asked for again after Back').toEqual([]);
    expect(await page.locator(list.entry).count()).toBe(entries);
  });
}

test('Back to search results returns to the same place', async ({ page }) => {
  await page.goto('/de/search?q=a');
  const results = page.locator('main .sh-search__results a[href^="/de/"]');
  await expect(results.first()).toBeVisible();
  await listSettled(page);
  await page.evaluate(() => window.scrollTo(0, Math.min(600, document.documentElement.scrollHeight - window.innerHeight - 100)));
  // What the scroll set off (the header's scrolled state) has settled.
  await pageSettled(page);
  const y = await page.evaluate(() => window.scrollY);
  expect(y, 'the results are long enough to scroll').toBeGreaterThan(100);
  const target = await page.evaluate(() => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>('main .sh-search__results li a[href^="/de/"]')].find((a) => a.getBoundingClientRect().top >= 0);
    return link?.getAttribute('href') ?? null;
  });
  if (!target) throw new Error('no result in view');
  await page.locator(`main a[href="${target}"]`).first().click();
  await expect(page).toHaveURL(target);
  await expect(page.locator('main h1')).toBeVisible();
  await page.goBack();
  await expect(results.first()).toBeVisible();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(y - 5);
  expect(Math.abs((await page.evaluate(() => window.scrollY)) - y)).toBeLessThanOrEqual(5);
});
