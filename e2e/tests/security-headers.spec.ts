import type { MenuItem, Navigation } from '@festival/shared/api-schemas/content';
import type { EventDayPage, EventDetail } from '@festival/shared/api-schemas/programme';
import { href, matchRoute } from '@festival/shared/routes/route-table';
import { watchPolicy } from '../fixtures/csp-watch';
import { pageSettled } from '../fixtures/page-settled';
import { createStaff, signIn } from '../fixtures/staff';
import { startsLater, type SiteData } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

/**
 * The Content-Security-Policy lets the whole site work: the booking widget, embeds after
 * consent and the page editor run without one blocked script, style, frame or request (every
 * route of spec §2 is checked in route-sweep.spec.ts).
 */

async function bookableEvent(site: SiteData): Promise<EventDetail> {
  for (let page = 1; page <= 10; page += 1) {
    const days = await site.json<EventDayPage>(`/de/api/events/?page=${page}&page_size=10`);
    for (const card of days.results.flatMap((day) => day.events).filter(startsLater)) {
      if (card.availability !== 'available') continue;
      const event = await site.json<EventDetail>(`/de/api/events/${card.id}/`);
      if (event.id_jet !== null && event.seat_groups.some((group) => group.status !== '0')) return event;
    }
    if (!days.next) break;
  }
  throw new Error('no upcoming event can be booked');
}

test('the booking widget, the cart and the checkout run without a CSP violation', async ({ page, site }) => {
  const violations = await watchPolicy(page);
  const event = await bookableEvent(site);
  await page.goto(href('events-slug-id', { slug: event.slug, id: String(event.id) }, 'de'));
  const widget = page.getByRole('region', { name: 'Kartenbuchung' });
  await widget.getByRole('button', { name: 'Karten wählen' }).click();
  await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().click();
  await widget.getByRole('button', { name: 'In den Warenkorb' }).click();
  await expect(widget.getByRole('status')).toContainText('erfolgreich in Ihren Warenkorb gelegt');
  await widget.getByRole('link', { name: 'Zum Warenkorb' }).click();
  await expect(page.getByRole('timer')).toBeVisible();
  await page.getByRole('link', { name: 'Zur Kasse' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Kasse' })).toBeVisible();
  await pageSettled(page);
  expect(violations).toEqual([]);
});

test.describe('with embeds allowed', () => {
  test.use({ decidedConsent: false });

  async function pageWithVideo(site: SiteData): Promise<string> {
    const nav = await site.json<Navigation>('/de/pageeditor-api/nav');
    const flatten = (items: MenuItem[]): string[] => items.flatMap((item) => [item.url, ...flatten(item.children)]);
    for (const url of flatten(nav.menu).filter((candidate) => matchRoute(candidate)?.name === 'cms-page')) {
      if (JSON.stringify((await site.page(url)).modules).includes('"model":"Video"')) return url;
    }
    throw new Error('no page of the main menu holds a Video module');
  }

  test('the cookie manager accepts all and the embed frame loads without a CSP violation', async ({ page, site }) => {
    const violations = await watchPolicy(page);
    // The machine has no internet: providers answer from here. A frame the policy blocks is never requested.
    const framed: string[] = [];
    await page.route(/^https:\/\//, async (route) => {
      framed.push(route.request().url());
      await route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>embed</title>' });
    });
    await page.goto(await pageWithVideo(site));
    const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
    await dialog.getByRole('button', { name: 'Alle akzeptieren' }).click();
    await expect(dialog).toBeHidden();
    const frame = page.locator('main iframe').first();
    await expect(frame).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\//);
    // The frame loads lazily: bring it into view.
    await frame.scrollIntoViewIfNeeded();
    await expect.poll(() => framed.some((url) => url.startsWith('https://www.youtube-nocookie.com/embed/'))).toBe(true);
    await pageSettled(page);
    expect(violations).toEqual([]);
  });
});

test('the page editor with its rich-text field runs without a CSP violation', async ({ page }) => {
  const violations = await watchPolicy(page);
  await signIn(page, createStaff());
  await page.goto('/de/festival/ueber-uns/presse?edit=1');
  const editor = page.getByRole('region', { name: 'Seiteneditor' });
  await editor.getByRole('button', { name: 'Text bearbeiten' }).click();
  // The rich-text field (lexical) loads with its first use; nothing is saved.
  const richText = editor.getByRole('textbox', { name: 'Inhalt' });
  await richText.click();
  await expect(editor.getByRole('button', { name: 'Fett' })).toBeVisible();
  await pageSettled(page);
  expect(violations).toEqual([]);
});
