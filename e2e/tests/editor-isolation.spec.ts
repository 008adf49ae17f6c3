import { UNLOCALISED_ROUTES } from '@festival/shared/routes/route-table';
import { NetworkLog } from '../fixtures/network-log';
import { ROUTE_TARGETS } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

test('an anonymous visitor never fetches a file of mf-editor', async ({ page, site, request }) => {
  const remotes = (await (await request.get('/remotes.json')).json()) as Record<string, string>;
  const editorManifest = remotes.mf_editor;
  expect(editorManifest).toBeTruthy();
  const network = new NetworkLog(page);

  for (const name of ['index', 'events', 'events-slug-id', 'magazine', 'magazine-slug-id', 'cms-page'] as const) {
    const target = await ROUTE_TARGETS[name](site, 'de');
    await page.goto(target.path);
    if ('text' in target.expect) await expect(page.locator('main')).toContainText(target.expect.text);
  }
  // the editor's own area: for a visitor it must not load the editor either
  await page.goto(UNLOCALISED_ROUTES['cms-hub'].replace('/*', ''));
  await expect(page.locator('main')).toBeVisible();

  expect(network.urls().length).toBeGreaterThan(0);
  expect(network.urls().filter((url) => url.includes('/remotes/mf-editor/') || url === editorManifest)).toEqual([]);
});
