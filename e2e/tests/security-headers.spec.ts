import type { Page } from '@playwright/test';
import { LOCALES } from '@festival/shared/i18n/locales';
import type { MenuItem, Navigation } from '@festival/shared/api-schemas/content';
import type { EventDayPage, EventDetail } from '@festival/shared/api-schemas/programme';
import { href, matchRoute } from '@festival/shared/routes/route-table';
import { pageSettled } from '../fixtures/page-settled';
import { createStaff, signIn } from '../fixtures/staff';
import { ROUTE_TARGETS, SPEC_ROUTE_NAMES } from '../fixtures/route-targets';
import type { SiteData } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

/**
 * The Content-Security-Policy lets the whole site work: every route of spec §2, the booking
 * widget, embeds after consent and the page editor run without one blocked script, style,
 * frame or request.
 */

/** Every CSP violation the page reports: the console's messages and securitypolicyviolation events. */
async function watchPolicy(page: Page): Promise<string[]> {
  const violations: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`console: ${message.text()}`);
  });
  await page.exposeFunction('reportPolicyViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { reportPolicyViolation: (text: string) => void }).reportPolicyViolation;
      report(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`);
    });
  });
  return violations;
}

/** The page's policy names its inline scripts by their hashes and allows neither other inline code nor eval. */
function expectStrictScripts(policy: string | undefined): void {
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy ?? '')?.[1] ?? '';
  expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/=]{44}'/);
  expect(scriptSrc).not.toMatch(/unsafe-inline|unsafe-eval|nonce-|\*/);
}

test.describe('no CSP violation on any route', () => {
  for (const name of SPEC_ROUTE_NAMES) {
    for (const locale of LOCALES) {
      test(`${name} in ${locale}`, async ({ page, site, consoleGuard }) => {
        const violations = await watchPolicy(page);
        const target = await ROUTE_TARGETS[name](site, locale);
        const pathname = target.path.split('?')[0] ?? '';
        if (target.status !== 200) consoleGuard.allowStatus(target.status, pathname);

        const response = await page.goto(target.path);

        expect(response?.status()).toBe(target.status);
        expectStrictScripts(response?.headers()['content-security-policy']);
        const main = page.locator('main');
        if ('text' in target.expect) await expect(main).toContainText(target.expect.text);
        else await expect(main.locator(`a[href="${target.expect.link}"]`).first()).toBeVisible();
        await pageSettled(page);
        expect(violations).toEqual([]);
      });
    }
  }
});

async function bookableEvent(site: SiteData): Promise<EventDetail> {
  for (let page = 1; page <= 10; page += 1) {
    const days = await site.json<EventDayPage>(`/de/api/events/?page=${page}&page_size=10`);
    for (const card of days.results.flatMap((day) => day.events)) {
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
