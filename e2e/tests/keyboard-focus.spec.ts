import type { Page } from '@playwright/test';
import { formatTime } from '@festival/shared/format/dates';
import { ROUTE_TARGETS } from '../fixtures/route-targets';
import { groupWithDiscountsAndSlots } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

/** Focus is never lost (WCAG 2.4.3) and headings never skip a level (WCAG 1.3.1), in a real browser. */

const focusedInside = (page: Page, selector: string) => page.evaluate((s) => Boolean(document.activeElement?.closest(s)), selector);

test('an option chosen by keyboard on the programme leaves the focus on its filter button', async ({ page }) => {
  await page.goto('/de/programm');
  const bar = page.getByRole('group', { name: 'Filter' });
  const room = bar.getByRole('button', { name: /^Ort/ });
  await room.focus();
  await page.keyboard.press('Enter');
  await expect(room).toHaveAttribute('aria-expanded', 'true');
  const first = bar.locator('.pg-dropdown--open .pg-options__item').first();
  await first.focus();
  const name = (await first.textContent())?.trim() ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/[?&]room=\d+/);
  await expect(room).toHaveAttribute('aria-expanded', 'false');
  await expect(bar.getByRole('button', { name: new RegExp(`^Ort\\s*${name}`) })).toBeFocused();
});

test('"Weitere laden" on the authors page moves the focus to the first new author', async ({ page }) => {
  await page.goto('/de/autorinnen');
  const cards = page.locator('main .pg-grid > li');
  await expect(cards.first()).toBeVisible();
  const before = await cards.count();
  await page.getByRole('button', { name: 'Weitere laden' }).focus();
  await page.keyboard.press('Enter');
  await expect.poll(() => cards.count()).toBeGreaterThan(before);
  await expect(cards.nth(before).getByRole('link')).toBeFocused();
});

test('the cookie dialog opened from the footer takes the focus, keeps Tab inside and gives it back', async ({ page }) => {
  // a page of fixed length: on the programme the footer moves down while the list loads more (spec §2: infinite loading)
  await page.goto('/de/festival/ueber-uns');
  const opener = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie-Einstellungen' });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie-Einstellungen' });
  await expect(dialog).toHaveAttribute('aria-modal', 'true');
  await expect(dialog.getByRole('button', { name: 'Alle akzeptieren' })).toBeFocused();
  for (let step = 0; step < 14; step += 1) {
    await page.keyboard.press(step < 7 ? 'Tab' : 'Shift+Tab');
    expect(await focusedInside(page, '[role="dialog"][aria-modal="true"]')).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

for (const name of ['magazine-slug-id', 'events', 'index', 'cms-page'] as const) {
  test(`headings on ${name} never skip a level`, async ({ page, site }) => {
    const target = await ROUTE_TARGETS[name](site, 'de');
    await page.goto(target.path);
    if ('text' in target.expect) await expect(page.getByRole('main')).toContainText(target.expect.text);
    await page.waitForLoadState('networkidle');
    const levels = await page.locator('main').evaluate((main) =>
      Array.from(main.querySelectorAll('h1, h2, h3, h4, h5, h6')).filter((h) => h.getClientRects().length > 0).map((h) => Number(h.tagName[1])));
    expect(levels[0]).toBe(1);
    const skips = levels.flatMap((level, index) => (index > 0 && level > (levels[index - 1] as number) + 1 ? [`h${levels[index - 1]} → h${level}`] : []));
    expect(skips).toEqual([]);
  });
}

for (const width of [1280, 375]) {
  test(`at ${width} px the booking widget moves the focus into each step, back and on to the summary, and announces each step`, async ({ page, site }) => {
    await page.setViewportSize({ width, height: 800 });
    const event = await site.upcomingEvent('available', (candidate) => groupWithDiscountsAndSlots(candidate) !== undefined);
    const group = groupWithDiscountsAndSlots(event)!;
    const second = formatTime(group.timeslots.filter((slot) => slot.status !== '0')[1]!.time_start, 'de');
    await page.goto(event.link);
    const widget = page.getByRole('region', { name: 'Kartenbuchung' });
    await widget.getByRole('button', { name: 'Karten wählen' }).press('Enter');
    await expect(widget.getByRole('button', { name: 'Kartenauswahl schließen' })).toBeFocused();
    const announced = widget.locator('[aria-live="polite"][aria-atomic="true"]');
    await expect(announced).toHaveText('');

    const discounts = widget.getByRole('button', { name: 'Ermäßigungen und Bedingungen' }).first();
    await discounts.press('Enter');
    await expect(widget.getByRole('heading', { name: `Ermäßigungen: ${group.seat_group}` })).toBeFocused();
    await expect(announced).toHaveText(`Ermäßigungen: ${group.seat_group}`);
    await widget.getByRole('button', { name: 'Zurück' }).press('Enter');
    await expect(discounts).toBeFocused();
    await expect(announced).toHaveText('Zurück zur Kartenauswahl');

    await widget.getByRole('button', { name: 'Einlasszeit ändern' }).press('Enter');
    await expect(widget.getByRole('heading', { name: 'Einlasszeit wählen' })).toBeFocused();
    await expect(announced).toHaveText('Einlasszeit wählen');
    await widget.getByRole('button', { name: second }).press('Enter');
    await expect(widget.getByRole('button', { name: 'Einlasszeit ändern' })).toBeFocused();
    await expect(announced).toHaveText(`Einlass ${second} gewählt`);

    await widget.getByRole('button', { name: 'Vollpreis hinzufügen' }).first().press('Enter');
    await widget.getByRole('button', { name: 'In den Warenkorb' }).press('Enter');
    await expect(widget.getByRole('heading', { name: '1 Karte wurde erfolgreich in Ihren Warenkorb gelegt.' })).toBeFocused();
  });
}
