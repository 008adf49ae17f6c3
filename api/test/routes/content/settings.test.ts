import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

test('settings answers the spec shape', async () => {
  const res = await t.app.inject({ url: '/pageeditor-api/settings' });
  expect(res.statusCode).toBe(200);
  expect(res.json()).toEqual({
    is_site_online: true,
    is_shop_online: true,
    html_footer_logos: { code: expect.any(String) },
    html_footer_top: { code: expect.any(String) },
    html_footer_bottom: { code: expect.any(String) },
    html_header: { code: expect.any(String) },
    error_pages: {},
  });
});

test('the locale-prefixed form reaches the same route', async () => {
  const res = await t.app.inject({ url: '/en/pageeditor-api/settings' });
  expect(res.statusCode).toBe(200);
});

test('the OpenAPI document lists the route', async () => {
  const res = await t.app.inject({ url: '/api/openapi.json' });
  expect(res.statusCode).toBe(200);
  expect(Object.keys(res.json().paths)).toContain('/pageeditor-api/settings');
});

test('code blocks leave the server without scripts, handlers or javascript: links', async () => {
  await t.db.kysely
    .updateTable('settings')
    .set({
      html_footer_top: '<p onclick="steal()">Adresse<script>steal()</script></p><a href="javascript:steal()">x</a>',
      html_footer_logos: '<a href="https://example.org" target="_blank"><img src="/media/logo.jpg" alt="Logo" onerror="steal()"></a>',
    })
    .where('id', '=', 1)
    .execute();
  const settings = (await t.app.inject({ url: '/pageeditor-api/settings' })).json();
  expect(settings.html_footer_top.code).toBe('<p>Adresse</p><a>x</a>');
  expect(settings.html_footer_logos.code).toBe(
    '<a href="https://example.org" target="_blank" rel="noopener noreferrer"><img loading="lazy" src="/media/logo.jpg" alt="Logo" /></a>',
  );
});

test("the footer's pictures load lazily unless their code says otherwise; the header's as written", async () => {
  await t.db.kysely
    .updateTable('settings')
    .set({
      html_footer_bottom: '<img src="/media/a.jpg" alt="A"><img src="/media/b.jpg" alt="B" loading="eager">',
      html_header: '<img src="/media/c.jpg" alt="C">',
    })
    .where('id', '=', 1)
    .execute();
  const settings = (await t.app.inject({ url: '/pageeditor-api/settings' })).json();
  expect(settings.html_footer_bottom.code).toBe('<img loading="lazy" src="/media/a.jpg" alt="A" /><img loading="eager" src="/media/b.jpg" alt="B" />');
  expect(settings.html_header.code).toBe('<img src="/media/c.jpg" alt="C" />');
});
