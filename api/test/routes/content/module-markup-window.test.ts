import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

const noImage = { image: null, image_alt: '', image_copyright: '' };
const teaser = (headline: string, online_from: string | null, online_to: string | null) => ({
  ...noImage, preline: '', headline, subline: '', text: '', link_text: '', link: '', online_from, online_to,
});

/** Stored modules of a test page, as the editor would save them. */
const storedModules = [
  { slug: 'html-1', model: 'HTML', html_code: '<table class="prices"><tr><td>9 €</td></tr></table><script>alert(1)</script><img src="x" onerror="alert(2)">' },
  { slug: 'text-1', model: 'Text', content: '<p onclick="steal()">Hallo <a href="javascript:alert(3)">Link</a></p>', anchor: '', decrease_distance: false },
  { slug: 'faq-1', model: 'FAQ', anchor: '', children: [{ title: 'Frage', content: '<p>Antwort<iframe src="https://evil.example/"></iframe></p>' }] },
  {
    slug: 'teaserlist-1', model: 'TeaserList', extra_class: 'list',
    children: [
      teaser('Immer', null, null),
      // Editors enter Berlin wall-clock times: 10:00 on 22 November is 09:00 UTC.
      teaser('Bis zehn', null, '2026-11-22T10:00'),
      teaser('Ab elf', '2026-11-22T11:00', null),
      teaser('Mit Zone', '2026-11-22T09:30:00Z', '2026-11-22T09:45:00Z'),
    ],
  },
  {
    slug: 'heromedia-1', model: 'HeroMedia', ...noImage, headline: 'Nacht', text: '<p>Text<script>x()</script></p>', button_text: '', button_link: '',
    sticky: false, video: '', online_from: '2026-11-22T10:30', online_to: null,
  },
];

beforeAll(async () => {
  const json = JSON.stringify(storedModules);
  await t.db.kysely.updateTable('pages').set({ modules_de: json, modules_en: json }).where('url_de', '=', 'module').execute();
});

async function modulesAt(iso: string) {
  t.setNow(new Date(iso));
  const res = await t.app.inject({ url: '/de/pageeditor-api/page/module' });
  expect(res.statusCode).toBe(200);
  return res.json().modules as Array<Record<string, unknown>>;
}

const teaserHeadlines = (modules: Array<Record<string, unknown>>) =>
  (modules.find((m) => m.model === 'TeaserList')?.children as Array<{ headline: string }>).map((item) => item.headline);

test('markup of HTML, Text, FAQ and HeroMedia leaves the api without scripts, handlers or frames', async () => {
  const modules = await modulesAt('2026-11-22T12:00:00Z');
  const html = modules.find((m) => m.model === 'HTML')?.html_code as string;
  expect(html).toContain('<table class="prices">');
  expect(html).toContain('<td>9 €</td>');
  expect(html).not.toMatch(/script|onerror|alert/);
  const text = modules.find((m) => m.model === 'Text')?.content as string;
  expect(text).toContain('Hallo');
  expect(text).not.toMatch(/onclick|javascript:/);
  const faq = modules.find((m) => m.model === 'FAQ')?.children as Array<{ content: string }>;
  expect(faq[0]?.content).toBe('<p>Antwort</p>');
  expect(modules.find((m) => m.model === 'HeroMedia')?.text).toBe('<p>Text</p>');
});

test.each([
  ['2026-11-22T08:59:59Z', ['Immer', 'Bis zehn'], false],
  ['2026-11-22T09:00:00Z', ['Immer'], false],
  ['2026-11-22T09:30:00Z', ['Immer', 'Mit Zone'], true],
  ['2026-11-22T09:45:00Z', ['Immer'], true],
  ['2026-11-22T10:00:00Z', ['Immer', 'Ab elf'], true],
])('at %s the online items are %j (hero shown: %s)', async (now, headlines, hero) => {
  const modules = await modulesAt(now);
  expect(teaserHeadlines(modules)).toEqual(headlines);
  expect(modules.some((m) => m.model === 'HeroMedia')).toBe(hero);
});
