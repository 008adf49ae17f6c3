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
