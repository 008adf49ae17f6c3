import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from '../fixtures/test';

/** The seeded page with every page-editor module (api/src/seed/content/all-modules-page.ts). */
const MODULES_PAGE = '/de/module';
const HASH_OFFSET = 130;

/** One element per module type of spec §3 that must be visible on the page. */
const MODULE_SELECTORS: Record<string, string> = {
  HeroMedia: '.fs-hero',
  AnchorList: 'nav.fs-anchors',
  Headline: '.fs-headline',
  Text: '.fs-blocks > .fs-richtext',
  Quote: '.fs-quote',
  Link: '.fs-link',
  Image: '.fs-image--large',
  'ImageList slider': '.fs-image-list--slider .fs-slider img',
  'ImageList grid': '.fs-image-list--grid',
  'ImageList masonry': '.fs-image-list--masonry',
  'ImageList parallax': '.fs-image-list--parallax',
  'ImageList semi-lazy': '.fs-image-list--semi-lazy',
  Video: 'figure.fs-video:not(.fs-video--self-hosted) .fs-consent-gate',
  VideoSelfHosted: '.fs-video--self-hosted video',
  VideoList: '.fs-video-list',
  Audio: '.fs-embed--audio',
  AudioSelfHosted: '.fs-audio audio',
  Viewer: '.fs-embed--viewer',
  SocialMedia: '.fs-embed--social',
  FAQ: '.fs-faq details',
  HTML: '.fs-html table',
  Forms: '.fs-form-teaser',
  Venue: '.fs-blocks > .fs-block > .fs-venue',
  VenueList: '.fs-venue-list .fs-venue',
  'FullTeaser image-left': '.fs-full-teaser--image-left',
  'FullTeaser image-right': '.fs-full-teaser--image-right',
  'FullTeaser fullscreen': '.fs-full-teaser--fullscreen',
  'TeaserList slider': '.fs-teaser-list--slider .fs-slider',
  'TeaserList list': '.fs-teaser-list--list .fs-teaser',
  LogoList: '.fs-logo-list img',
  BlogTeaserList: '.fs-remote-block--BlogTeaserList a[href]',
  TwoColumns: '.fs-two-columns--image-text',
  EventList: '.fs-remote-block--EventList a[href]',
  HighlightTeaser: '.fs-remote-block--HighlightTeaser a[href]',
  Section: '.fs-section .fs-grid__column',
  Container: '.fs-container',
};

/**
 * Scrolls the first match into view in one step inside the page. Playwright's own scroll waits for
 * the element to hold still, and a slider that swiper replaces as it nears the viewport could be
 * detached in that wait; the assertions after it find the element anew.
 */
const scrollToFirst = (locator: Locator) => locator.first().evaluate((element) => element.scrollIntoView({ block: 'center', behavior: 'instant' }));

/**
 * How far the element's top edge is from HASH_OFFSET px below the top of the window once the
 * page is at rest (the same in two frames running); Infinity while it still moves.
 */
const distanceAtRest = (page: Page, selector: string) => page.locator(selector).first().evaluate(async (element, offset) => {
  const frame = () => new Promise((resolve) => requestAnimationFrame(resolve));
  await frame();
  const before = element.getBoundingClientRect().top;
  await frame();
  const after = element.getBoundingClientRect().top;
  return before === after ? Math.abs(after - offset) : Number.POSITIVE_INFINITY;
}, HASH_OFFSET);

test('every module type renders, with avif pictures and no console error', async ({ page }) => {
  const avif: string[] = [];
  page.on('response', (response) => {
    if (response.headers()['content-type'] === 'image/avif') avif.push(response.url());
  });
  await page.goto(MODULES_PAGE);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  for (const [model, selector] of Object.entries(MODULE_SELECTORS)) {
    await scrollToFirst(page.locator(selector));
    await expect(page.locator(selector).first(), model).toBeVisible();
  }
  await expect(page.locator('.fs-section')).toHaveCount(6);
  await expect(page.locator('.fs-blocks .fs-skeleton')).toHaveCount(0);
  expect(avif.length).toBeGreaterThan(0);
  expect(avif[0]).toMatch(/\/media\/[a-z0-9-]+\.avif\?w=(320|640|768|1024|1280|1536)$/);
});

test('the six column presets span their share of the 12-column grid', async ({ page }) => {
  await page.goto(MODULES_PAGE);
  const sections = page.locator('.fs-section');
  await expect(sections).toHaveCount(6);
  const shares = await sections.evaluateAll((elements) =>
    elements.map((section) => {
      const grid = section.querySelector('.fs-grid') as HTMLElement;
      const columns = [...section.querySelectorAll<HTMLElement>('.fs-grid__column')];
      const width = grid.getBoundingClientRect().width;
      return columns.map((column) => Math.round((column.getBoundingClientRect().width / width) * 12));
    }),
  );
  expect(shares).toEqual([[12], [8, 4], [4, 8], [6, 6], [4, 4, 4], [3, 6, 3]]);
});

test('a deep link with a hash lands the anchor 130 px below the top', async ({ page }) => {
  await page.goto(`${MODULES_PAGE}#fragen`);
  await expect.poll(() => distanceAtRest(page, '#fragen')).toBeLessThanOrEqual(2);
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
});

test('an AnchorList link scrolls smoothly to its anchor and sets the hash', async ({ page }) => {
  await page.goto(MODULES_PAGE);
  const anchors = page.getByRole('navigation', { name: 'Inhalt dieser Seite' });
  await anchors.getByRole('link', { name: 'Spalten' }).click();
  await expect(page).toHaveURL(/\/de\/module#spalten$/);
  await expect.poll(() => distanceAtRest(page, '#spalten')).toBeLessThanOrEqual(2);
  // Scrolled past anchorListOffset (600 px), the sticky list stays in view.
  await expect(anchors).toHaveClass(/fs-anchors--stuck/);
  await expect(anchors).toBeInViewport();
});

test('the image slider moves to the next slide from the keyboard', async ({ page }) => {
  await page.goto(MODULES_PAGE);
  const slider = page.getByRole('region', { name: /^Bildergalerie mit 5 Bildern$/ });
  // swiper loads when the slider nears the viewport
  await scrollToFirst(slider);
  const next = slider.getByRole('button', { name: 'Nächstes Element' });
  await next.focus();
  await page.keyboard.press('Enter');
  await expect(slider.getByRole('button', { name: 'Gehe zu Element 2' })).toHaveAttribute('aria-current', 'true');
  await expect(slider.locator('.swiper-slide-active img')).toHaveAttribute('alt', 'Festivalimpression 2');
  await page.keyboard.press('Space');
  await expect(slider.getByRole('button', { name: 'Gehe zu Element 3' })).toHaveAttribute('aria-current', 'true');
});

test('the self-hosted video loads its poster and plays its file', async ({ page }) => {
  await page.goto(MODULES_PAGE);
  const video = page.locator('.fs-video--self-hosted video');
  await scrollToFirst(video);
  await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState)).toBeGreaterThanOrEqual(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(1);
});

test('axe finds no serious or critical violation on the modules page', async ({ page }) => {
  await page.goto(MODULES_PAGE);
  await expect(page.locator('.fs-remote-block--EventList a[href]').first()).toBeVisible();
  const results = await new AxeBuilder({ page }).analyze();
  const severe = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(severe).toEqual([]);
});
