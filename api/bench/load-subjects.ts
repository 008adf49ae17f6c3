import type autocannon from 'autocannon';
import { href } from '@festival/shared/routes/route-table';
import { formatUrlDate } from '@festival/shared/validation/programme-query';
import type { BenchServer } from './bench-server-process';
import { CONNECTIONS, UrlTally, type LoadSubject } from './load-runner';
import { FILTER_KEYS, randomEventsPath, seededRandom, type FilterKey, type FilterOptionIds } from './random-filters';
import { SeededSite } from './seeded-site';

/** The programme list with two filters, as a visitor's first page of it (answered from the list cache once warm). */
const EVENTS_PATH = '/de/api/events/?page=1&page_size=10&type=1&genre=2';
const CART_PATH = '/de/api/shop-cart/';
const CSRF = 'bench-csrf-token-0123456789abcdef';
const OPTION_PATHS: Record<FilterKey, string> = {
  room: '/de/api/rooms/', type: '/de/api/exhibition-types/', tag: '/de/api/event-tags/', series: '/de/api/series/', genre: '/de/api/genres/',
};

const get = (path: string): autocannon.Request => ({ method: 'GET', path });

/** Documents are asked for as a browser asks for them: Chromium's Accept-Encoding. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };
const getDocument = (path: string): autocannon.Request => ({ method: 'GET', path, headers: BROWSER_HEADERS });

async function filterOptions(site: SeededSite): Promise<FilterOptionIds> {
  const entries = await Promise.all(FILTER_KEYS.map(async (key) => {
    const options = await site.json<{ id: number; show_in_filter?: boolean }[]>(OPTION_PATHS[key]);
    return [key, options.filter((option) => option.show_in_filter !== false).map((option) => option.id)] as const;
  }));
  return Object.fromEntries(entries) as FilterOptionIds;
}

/** Each autocannon connection is one visitor with a cart of its own that keeps adding one ticket. */
async function addToCart(server: BenchServer, site: SeededSite): Promise<LoadSubject> {
  const event = await server.ticketedEvent();
  const body = JSON.stringify({ event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] });
  const headers = { 'content-type': 'application/json', 'x-csrftoken': CSRF };
  const carts: string[] = [];
  for (let index = 0; index < CONNECTIONS; index += 1) {
    const response = await fetch(site.origin + CART_PATH, { method: 'POST', body, headers: { ...headers, cookie: `csrftoken=${CSRF}` } });
    const cookie = response.headers.getSetCookie().find((entry) => entry.startsWith('shop_cart='));
    if (!response.ok || !cookie) throw new Error(`opening a cart failed: ${response.status}`);
    carts.push(cookie.split(';')[0]!);
  }
  return {
    key: 'add-to-cart',
    name: 'add to cart',
    request: `POST ${CART_PATH} (one ticket, a cart per connection)`,
    requests: () => {
      const free = [...carts];
      return [{
        method: 'POST',
        path: CART_PATH,
        body,
        setupRequest: (request, context) => {
          context.cart ??= free.pop() ?? carts[0];
          return { ...request, headers: { ...headers, cookie: `csrftoken=${CSRF}; ${String(context.cart)}` } };
        },
      }];
    },
  };
}

function crowdAddress(visitor: number): string {
  const n = visitor % 131072;
  return `198.${18 + (n >> 16)}.${(n >> 8) & 255}.${n & 255}`;
}

/**
 * Search is rate limited per client address; the server trusts X-Forwarded-For in the bench,
 * and each request comes from its own address of the benchmarking range 198.18.0.0/15, as from
 * a crowd of visitors.
 */
function fromACrowd(path: string): () => autocannon.Request[] {
  let visitor = 0;
  return () => [{
    method: 'GET',
    path,
    setupRequest: (request) => {
      visitor += 1;
      return { ...request, headers: { 'x-forwarded-for': crowdAddress(visitor) } };
    },
  }];
}

const FIRST_DAY = Date.UTC(2000, 0, 1);
const DAY_MS = 24 * 60 * 60 * 1000;
/** New documents of the programme: another day each request (within the years the programme takes). */
export const anotherDay = (sequence: number) => `date=${formatUrlDate(new Date(FIRST_DAY + (sequence % 300_000) * DAY_MS))}`;
/** New documents of any page: `overlay` is read by every page, so each value is a document of its own. */
const anotherOverlay = (sequence: number) => `overlay=${sequence}`;

/**
 * A document under a query no request asked before, by a parameter the route reads (the
 * document cache keeps others out of its key), from a crowd of addresses (each has a render
 * budget): the page is rendered for every request.
 */
function newUrlEachTime(key: LoadSubject['key'], name: string, path: string, query: (sequence: number) => string): LoadSubject {
  const tally = new UrlTally();
  let sequence = 0;
  return {
    key,
    name,
    request: `GET ${path}?${query(0).replace(/=.*/, '')}=<n> (a new URL each request from a crowd, Accept-Encoding as a browser)`,
    tally,
    requests: () => [{
      method: 'GET',
      setupRequest: (request) => {
        sequence += 1;
        const url = `${path}?${query(sequence)}`;
        tally.note(url);
        return { ...request, path: url, headers: { ...BROWSER_HEADERS, 'x-forwarded-for': crowdAddress(sequence) } };
      },
    }],
  };
}

/** Programme lists with random filters: at 100,000 events nearly every one misses the list cache. */
async function randomFilters(site: SeededSite): Promise<LoadSubject> {
  const options = await filterOptions(site);
  const random = seededRandom(20261123);
  const tally = new UrlTally();
  return {
    key: 'events-random-filters',
    name: 'events list, random filters',
    request: 'GET /de/api/events/?… (random filters, date and page)',
    tally,
    requests: () => [{
      method: 'GET',
      setupRequest: (request) => {
        const path = randomEventsPath('de', options, random, new Date());
        tally.note(path);
        return { ...request, path };
      },
    }],
  };
}

/** What the fixed requests ask for, chosen once from the seeded festival so every phase asks the same. */
export interface LoadPaths {
  eventPath: string;
  searchPath: string;
  autocompletePath: string;
}

export async function loadPaths(site: SeededSite): Promise<LoadPaths> {
  const listed = await site.json<{ count: number }>(EVENTS_PATH);
  if (!(listed.count > 0)) throw new Error(`${EVENTS_PATH} lists no events: nothing to measure`);
  const event = await site.firstEvent();
  const word = event.name.split(/\s+/)[0]!.toLowerCase();
  return {
    eventPath: event.link,
    searchPath: `/de/api/search/?query=${encodeURIComponent(word)}`,
    autocompletePath: `/de/api/search/autocomplete/?query=${encodeURIComponent(word.slice(0, 4))}`,
  };
}

export async function loadSubjects(server: BenchServer, paths: LoadPaths, withRandomFilters: boolean): Promise<LoadSubject[]> {
  const site = new SeededSite(server.appUrl);
  const { searchPath, autocompletePath } = paths;
  const programme = href('events', {}, 'de');
  const fixed = (key: LoadSubject['key'], name: string, path: string): LoadSubject =>
    ({ key, name, request: `GET ${path}`, requests: () => [get(path)] });
  const document = (key: LoadSubject['key'], name: string, path: string): LoadSubject =>
    ({ key, name, request: `GET ${path} (Accept-Encoding as a browser)`, requests: () => [getDocument(path)] });
  return [
    fixed('events-list', 'events list, two filters', EVENTS_PATH),
    ...(withRandomFilters ? [await randomFilters(site)] : []),
    document('document-programme', 'document: programme, same URL (document cache, if any)', programme),
    newUrlEachTime('document-programme-new-url', 'document: programme, rendered', programme, anotherDay),
    document('document-event', 'document: event, same URL (document cache, if any)', paths.eventPath),
    newUrlEachTime('document-event-new-url', 'document: event, rendered', paths.eventPath, anotherOverlay),
    { key: 'search', name: 'search', request: `GET ${searchPath}`, requests: fromACrowd(searchPath) },
    { key: 'autocomplete', name: 'autocomplete', request: `GET ${autocompletePath}`, requests: fromACrowd(autocompletePath) },
    await addToCart(server, site),
  ];
}
