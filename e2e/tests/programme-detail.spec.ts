import fs from 'node:fs';
import ICAL from 'ical.js';
import { berlinToday, formatTime } from '@festival/shared/format/dates';
import { href } from '@festival/shared/routes/route-table';
import { expect, test } from '../fixtures/test';

/** The 404 page for bad programme queries and the event detail page. */


const INVALID = [
  { what: 'an impossible date', key: 'date', value: '31-02-2026' },
  { what: 'a non-numeric filter value', key: 'room', value: 'abc' },
];

for (const { what, key, value } of INVALID) {
  test(`${what} in the programme query gives the 404 page`, async ({ page, consoleGuard }) => {
    consoleGuard.allow(new RegExp(`^console\\.error: Invalid query parameter ${key}: ${value}`));
    // Chromium logs the 404 answer of the document itself.
    consoleGuard.allow(/^console\.error: Failed to load resource: the server responded with a status of 404 .*\/de\/programm\?/);
    const response = await page.goto(`/de/programm?${key}=${value}`);
    expect(response?.status()).toBe(404);
    await expect(page).toHaveURL(href('error-404', {}, 'de'));
    await expect(page.locator('main h1')).toHaveText('404');
    await expect(page.locator('main')).toContainText('Diese Seite konnte nicht gefunden werden.');
    await expect(page.locator('main .pg-day__events')).toHaveCount(0);
  });
}

test('the event detail page mounts the booking widget of the shop', async ({ page, site }) => {
  const event = await site.eventWithSeatGroups();
  await page.goto(event.link);
  await expect(page.locator('main h1')).toHaveText(event.title || event.name);
  const widget = page.getByRole('region', { name: 'Kartenbuchung' });
  await expect(widget.getByRole('button', { name: 'Karten wählen' })).toBeVisible();
});

test('the .ics download parses and starts at the local time the page shows, in Europe/Berlin', async ({ page, site }) => {
  const event = await site.event('de');
  const shownTime = formatTime(event.date_start, 'de');
  await page.goto(event.link);
  const when = page.locator('main .pg-facts dd').first();
  await expect(when).toContainText(`${shownTime} –`);

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'In den Kalender eintragen' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/\.ics$/);
  const text = fs.readFileSync(await download.path(), 'utf8');
  const vevent = new ICAL.Component(ICAL.parse(text)).getFirstSubcomponent('vevent');
  if (!vevent) throw new Error('the file has no VEVENT');
  const dtstart = vevent.getFirstProperty('dtstart');
  expect(dtstart?.getParameter('tzid')).toBe('Europe/Berlin');
  const start = dtstart?.getFirstValue() as ICAL.Time;
  const pad = (n: number) => String(n).padStart(2, '0');
  expect(shownTime).toBe(formatTime(`${pad(start.hour)}:${pad(start.minute)}:00`, 'de'));
  const day = await when.locator('time').getAttribute('datetime');
  expect(berlinToday(new Date(day ?? ''))).toBe(`${start.year}-${pad(start.month)}-${pad(start.day)}`);
  expect(vevent.getFirstPropertyValue('summary')).toBe(event.title || event.name);
});
