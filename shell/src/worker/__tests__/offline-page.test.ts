import { documentTitle, markStoredCopy, offlinePage } from '../offline-page';

const kept = [
  { url: 'https://festival.example/de/programm?day=2026-06-12', title: 'Programm und Karten' },
  { url: 'https://festival.example/en/my-festival', title: 'My Festival' },
  { url: 'https://festival.example/de/programm/a/1', title: 'Lesung <am> Abend' },
];

test('the offline page lists every kept page in its language, the asked-for language first', () => {
  const html = offlinePage('https://festival.example/en/authors', kept);
  expect(html).toContain('<html lang="en">');
  expect(html.indexOf('<section lang="en">')).toBeLessThan(html.indexOf('<section lang="de">'));
  expect(html).toContain('<a href="/de/programm?day=2026-06-12">Programm und Karten</a>');
  expect(html).toContain('<a href="/de/programm/a/1">Lesung &lt;am&gt; Abend</a>');
  expect(html).toContain('<a href="/en/my-festival">My Festival</a>');
  expect(html).toContain('<link rel="manifest" href="/manifest.en.webmanifest">');
});

test('with nothing kept it says how pages come to be kept', () => {
  expect(offlinePage('https://festival.example/de', [])).toContain('Noch ist nichts offline gespeichert');
});

test('a kept document is titled by its own title, without the site name', () => {
  expect(documentTitle('<head><title>Lesung &amp; Gespräch | Literaturfestival Berlin</title>')).toBe('Lesung & Gespräch');
});

test('a stored copy names when the server sent it, first in its head', () => {
  expect(markStoredCopy('<html><head><title>x</title>', '2026-06-12T17:05:00.000Z'))
    .toBe('<html><head><meta name="festival-stored-copy" content="2026-06-12T17:05:00.000Z"><title>x</title>');
});
