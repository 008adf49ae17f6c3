import type { Page } from '@playwright/test';
import type { Calendar, EventDayPage, FilterOption, SeriesOption, TagOption } from '@festival/shared/api-schemas/programme';
import { berlinToday } from '@festival/shared/format/dates';
import { EVENT_FILTER_KEYS, formatUrlDate, type EventFilterKey } from '@festival/shared/validation/programme-query';
import { pageSettled } from '../fixtures/page-settled';
import type { SiteData } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

/** The programme list as a visitor uses it: filters, calendar, the URL, paging and the empty state. */

const LABELS: Record<EventFilterKey, string> = { room: 'Ort', type: 'Veranstaltungsart', tag: 'Schlagwort', series: 'Reihe', genre: 'Genre' };
const OPTION_PATHS: Record<EventFilterKey, string> = {
  room: '/de/api/rooms/', type: '/de/api/exhibition-types/', tag: '/de/api/event-tags/', series: '/de/api/series/', genre: '/de/api/genres/',
};
const EMPTY_TEXT = {
  de: 'Leider hat Ihre Auswahl kein Ergebnis ergeben. Bitte löschen Sie einen der Filter oder versuchen Sie eine andere Kombination.',
  en: 'Unfortunately, your selection did not produce any result. Please delete one of the filters or try a different combination.',
};

const cards = (page: Page) => page.locator('main .pg-day__events > li');
const firstCardLink = (page: Page) => cards(page).first().locator('.pg-card__title a');
const filterBar = (page: Page) => page.locator('main .pg-filters');
const dropdown = (page: Page, label: string) => filterBar(page).getByRole('button', { name: new RegExp(`^${label} `) });

function queryString(query: Record<string, string | number>): string {
  return new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)])).toString();
}

function eventsPath(query: Record<string, string | number>): string {
  return `/de/api/events/?${queryString(query)}&page_size=10`;
}

/** The link of the first card the list shows: the feed lists a day latest first, the page reverses it. */
function firstShownLink(days: EventDayPage): string {
  const link = days.results[0]?.events.at(-1)?.link;
  if (!link) throw new Error('the list is empty');
  return link;
}

async function filterOptions(site: SiteData, key: EventFilterKey): Promise<FilterOption[]> {
  const options = await site.json<Array<FilterOption | TagOption | SeriesOption>>(OPTION_PATHS[key]);
  return options.filter((option) => !('show_in_filter' in option) || option.show_in_filter);
}

/** An option of a filter whose list starts with another event than the unfiltered list. */
async function distinctiveOption(site: SiteData, key: EventFilterKey): Promise<{ option: FilterOption; first: string }> {
  const unfiltered = firstShownLink(await site.json<EventDayPage>(eventsPath({})));
  for (const option of await filterOptions(site, key)) {
    const days = await site.json<EventDayPage>(eventsPath({ [key]: option.id }));
    if (days.count > 0 && firstShownLink(days) !== unfiltered) return { option, first: firstShownLink(days) };
  }
  throw new Error(`no ${key} option changes the list`);
}

/** A room and a type that together have between one and three pages of events. */
async function fewResults(site: SiteData, minimum: number, maximum: number): Promise<{ query: Record<string, number>; count: number }> {
  for (const room of await filterOptions(site, 'room')) {
    for (const type of await filterOptions(site, 'type')) {
      const query = { room: room.id, type: type.id };
      const { count } = await site.json<EventDayPage>(eventsPath(query));
      if (count >= minimum && count <= maximum) return { query, count };
    }
  }
  throw new Error(`no room and type have ${minimum} to ${maximum} events`);
}

/** A room, a type and a genre without any event together. */
async function noResults(site: SiteData): Promise<Record<string, number>> {
  const [room] = await filterOptions(site, 'room');
  for (const type of await filterOptions(site, 'type')) {
    for (const genre of await filterOptions(site, 'genre')) {
      const query = { room: room?.id ?? 0, type: type.id, genre: genre.id };
      if ((await site.json<EventDayPage>(eventsPath(query))).count === 0) return query;
    }
  }
  throw new Error('every room, type and genre have events together');
}

for (const key of EVENT_FILTER_KEYS) {
  test(`the ${key} filter changes the list and puts its id in the URL; clicking it again clears it`, async ({ page, site }) => {
    const unfiltered = firstShownLink(await site.json<EventDayPage>(eventsPath({})));
    const { option, first } = await distinctiveOption(site, key);
    await page.goto('/de/programm');
    await expect(firstCardLink(page)).toHaveAttribute('href', unfiltered);

    await dropdown(page, LABELS[key]).click();
    // every option the api lists for the filter, without those hidden by show_in_filter
    const list = filterBar(page).getByRole('list', { name: LABELS[key] });
    await expect(list.getByRole('button')).toHaveText((await filterOptions(site, key)).map((candidate) => candidate.name));
    const choice = list.getByRole('button', { name: option.name, exact: true });
    await choice.click();
    await expect(page).toHaveURL(new RegExp(`/de/programm\\?${key}=${option.id}$`));
    await expect(firstCardLink(page)).toHaveAttribute('href', first);
    await expect(dropdown(page, LABELS[key])).toHaveAccessibleName(`${LABELS[key]} ${option.name}`);

    await dropdown(page, LABELS[key]).click();
    await expect(choice).toHaveAttribute('aria-pressed', 'true');
    await choice.click();
    await expect(page).toHaveURL(/\/de\/programm$/);
    await expect(firstCardLink(page)).toHaveAttribute('href', unfiltered);
  });
}

test('a day of the calendar lists that day first and puts it in the URL as DD-MM-YYYY', async ({ page, site }) => {
  const today = berlinToday();
  const calendar = await site.json<Calendar>(`/de/api/calendar/?date=${formatUrlDate(`${today.slice(0, 7)}-01`)}`);
  const day = calendar.availableDates.find((candidate) => candidate > today);
  if (!day) throw new Error('the calendar offers no day after today in this month');
  const label = new Date(`${day}T12:00:00Z`).toLocaleDateString('de-DE', {
    weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Europe/Berlin',
  });

  await page.goto('/de/programm');
  await expect(cards(page).first()).toBeVisible();
  await dropdown(page, 'Datum').click();
  await filterBar(page).getByRole('button', { name: label, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/de/programm\\?date=${formatUrlDate(day)}$`));
  await expect(page.locator('main .pg-day__title time').first()).toHaveAttribute('datetime', day);
  const days = await site.json<EventDayPage>(eventsPath({ date: formatUrlDate(day) }));
  await expect(firstCardLink(page)).toHaveAttribute('href', firstShownLink(days));
});

test('filters chosen in the bar survive the URL round trip: deep link, reload and back', async ({ page, browser, site }) => {
  const { query } = await fewResults(site, 1, 40);
  const rooms = await filterOptions(site, 'room');
  const types = await filterOptions(site, 'type');
  const roomName = rooms.find((option) => option.id === query.room)?.name ?? '';
  const typeName = types.find((option) => option.id === query.type)?.name ?? '';
  const first = firstShownLink(await site.json<EventDayPage>(eventsPath(query)));
  const unfiltered = firstShownLink(await site.json<EventDayPage>(eventsPath({})));

  await page.goto('/de/programm');
  await expect(firstCardLink(page)).toHaveAttribute('href', unfiltered);
  await dropdown(page, LABELS.room).click();
  await filterBar(page).getByRole('list', { name: LABELS.room }).getByRole('button', { name: roomName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?room=${query.room}$`));
  await dropdown(page, LABELS.type).click();
  await filterBar(page).getByRole('list', { name: LABELS.type }).getByRole('button', { name: typeName, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`\\?room=${query.room}&type=${query.type}$`));
  await expect(firstCardLink(page)).toHaveAttribute('href', first);

  // the URL alone brings the same list in a fresh page, and a reload keeps it
  const deepLink = page.url();
  const fresh = await browser.newPage();
  await fresh.goto(deepLink);
  for (const target of [page, fresh]) {
    if (target === page) await page.reload();
    await expect(dropdown(target, LABELS.room)).toHaveAccessibleName(`${LABELS.room} ${roomName}`);
    await expect(dropdown(target, LABELS.type)).toHaveAccessibleName(`${LABELS.type} ${typeName}`);
    await expect(firstCardLink(target)).toHaveAttribute('href', first);
    await expect(target).toHaveURL(deepLink);
  }
  await fresh.close();

  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`\\?room=${query.room}$`));
  await expect(dropdown(page, LABELS.type)).toHaveAccessibleName(`${LABELS.type} Alle`);
  await page.goBack();
  await expect(page).toHaveURL(/\/de\/programm$/);
  await expect(firstCardLink(page)).toHaveAttribute('href', unfiltered);
});

test('scrolling down loads the next page of events and stops at the end', async ({ page, site }) => {
  const { query, count } = await fewResults(site, 11, 30);
  const pages = Math.ceil(count / 10);
  const requested: number[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname === '/de/api/events/') requested.push(Number(url.searchParams.get('page')));
  });
  // page 2 waits until the first page has been seen on its own
  let releaseSecond: () => void = () => undefined;
  const secondReleased = new Promise<void>((resolve) => {
    releaseSecond = resolve;
  });
  const secondPage = (url: URL) => url.pathname === '/de/api/events/' && url.searchParams.get('page') === '2';
  await page.route(secondPage, async (route) => {
    await secondReleased;
    await route.fallback();
  });

  await page.goto(`/de/programm?${queryString(query)}`);
  await expect(cards(page)).toHaveCount(10);
  await page.getByTestId('programme-sentinel').scrollIntoViewIfNeeded();
  await expect.poll(() => requested).toContain(2);
  releaseSecond();
  for (let next = 3; next <= pages; next += 1) {
    await page.getByTestId('programme-sentinel').scrollIntoViewIfNeeded();
    await expect.poll(() => requested).toContain(next);
  }
  await expect(cards(page)).toHaveCount(count);

  // at the end: scrolling on asks for nothing more
  await page.getByTestId('programme-sentinel').scrollIntoViewIfNeeded();
  await pageSettled(page);
  // Page 1 came with the document (server rendered); the api is asked for the pages after it, once each.
  expect(requested).toEqual(Array.from({ length: pages - 1 }, (_, index) => index + 2));
  await expect(cards(page)).toHaveCount(count);
  const links = await cards(page).locator('.pg-card__title a').evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
  expect(new Set(links).size).toBe(count);
});

for (const locale of ['de', 'en'] as const) {
  test(`a filter combination without events shows the empty text and Reset filters in ${locale}`, async ({ page, site }) => {
    const query = await noResults(site);
    const programme = locale === 'de' ? '/de/programm' : '/en/programme';

    await page.goto(`${programme}?${queryString(query)}`);
    const empty = page.locator('main .pg-empty');
    await expect(empty.locator('p')).toHaveText(EMPTY_TEXT[locale], { useInnerText: true });
    await expect(cards(page)).toHaveCount(0);
    await empty.getByRole('button', { name: locale === 'de' ? 'Filter zurücksetzen' : 'Reset filters', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${programme}$`));
    await expect(cards(page).first()).toBeVisible();
    await expect(empty).toHaveCount(0);
  });
}

test("the bar's closed panels are drawn ahead, once the page is idle, and stay out of reach until opened", async ({ page }) => {
  await page.goto('/de/programm');
  // drawn ahead: the panel has its box while closed
  await expect(page.locator('.pg-filters.pg-filters--ready')).toHaveCount(1);
  const calendar = filterBar(page).locator('.pg-dropdown').first().locator('.pg-dropdown__panel');
  expect(await calendar.boundingBox()).not.toBeNull();
  // invisible to the eye, the accessibility tree and the keyboard
  await expect(calendar).toBeHidden();
  await expect(filterBar(page).getByRole('table')).toHaveCount(0);
  await dropdown(page, 'Datum').focus();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveClass(/pg-dropdown__button/);
  // opened, it answers as before
  await dropdown(page, 'Datum').click();
  await expect(calendar).toBeVisible();
  await expect(filterBar(page).getByRole('table')).toHaveCount(1);
});
