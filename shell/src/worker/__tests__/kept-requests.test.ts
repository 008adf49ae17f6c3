import { fileKind, filesNamedBy, isKeptApiRead, isKeptDocument } from '../kept-requests';

const origin = 'https://festival.example';
const at = (path: string, base = origin) => new URL(path, base);

test('the programme, venue, magazine and page reads are kept, in either language', () => {
  for (const path of ['/de/api/events/?day=2026-06-01', '/en/api/events/7/', '/api/venues/2/', '/de/pageeditor-api/page/festival', '/de/pageeditor-api/settings', '/en/api/articles/3/']) {
    expect(isKeptApiRead(at(path), origin)).toBe(true);
  }
});

test('sessions, carts, orders, availability, forms, search, editor calls and other origins are never kept', () => {
  for (const path of ['/de/api/user-details/', '/de/api/shop-cart/', '/de/api/shop-orders/lookup/?code=A&email=b', '/de/api/shop-events/12/',
    '/de/api/shop-calendar/', '/de/api/forms/1/', '/de/api/search/?q=x', '/de/pageeditor-api/user', '/de/pageeditor-api/versions/1/',
    '/api/admin/events/', '/api/account/calendar/abc.ics', '/de/api/dashboard-error-log/']) {
    expect(isKeptApiRead(at(path), origin)).toBe(false);
  }
  expect(isKeptApiRead(at('/de/api/events/', 'https://elsewhere.example'), origin)).toBe(false);
});

test('files are told apart by what may change under their name', () => {
  expect(fileKind(at('/remotes/mf_programme/612.0a1b2c3d4e.js'), origin)).toBe('immutable');
  expect(fileKind(at('https://cdn.example/mf-shop/remoteEntry.js'), origin)).toBe('entry');
  expect(fileKind(at('/remotes.json'), origin)).toBe('entry');
  expect(fileKind(at('/media/event-1.webp?w=640'), origin)).toBe('picture');
  expect(fileKind(at('/icons/icon-192.png'), origin)).toBe('picture');
  expect(fileKind(at('/de/programm'), origin)).toBeNull();
  expect(fileKind(at('https://cdn.example/media/x.webp'), origin)).toBeNull();
});

test('a document names the files it needs: scripts, preloaded remote scripts, styles and pictures, once each', () => {
  const html = `<link rel="stylesheet" href="/styles.0a1b2c3d4e.css"><link rel="preload" as="script" href="/remotes/mf_programme/612.0a1b2c3d4e.js">
    <template><link rel="preload" as="script" href="/remotes/mf_programme/remoteEntry.js"></template><img src="/media/event-1.webp?w=640&amp;x=1">
    <a href="/de/programm">x</a><link rel="canonical" href="https://festival.example/de"><script src="/main.0a1b2c3d4e.js"></script><img src="/media/event-1.webp?w=640&amp;x=1">`;
  expect(filesNamedBy(html, 'https://festival.example/de/programm/a/1').map(String)).toEqual([
    'https://festival.example/styles.0a1b2c3d4e.css', 'https://festival.example/remotes/mf_programme/612.0a1b2c3d4e.js',
    'https://festival.example/remotes/mf_programme/remoteEntry.js', 'https://festival.example/media/event-1.webp?w=640&x=1',
    'https://festival.example/main.0a1b2c3d4e.js',
  ]);
});

test('programme, event, venue, CMS and Mein Festival pages are kept; cart, checkout, orders, account and CMS hub never', () => {
  for (const path of ['/de/programm?day=2026-06-12', '/en/programme/a/1', '/de/veranstaltungsorte/ort/2', '/de/mein-festival', '/de/festival/ueber-uns', '/de/userguide']) {
    expect(isKeptDocument(at(path))).toBe(true);
  }
  for (const path of ['/webshop/cart', '/webshop/orders/K7P2M9QX', '/test.webshop/checkout', '/de/user/profile', '/en/user/settings', '/cms-hub', '/cms-hub/dashboard']) {
    expect(isKeptDocument(at(path))).toBe(false);
  }
});
