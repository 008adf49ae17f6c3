import path from 'node:path';
import { href } from '@festival/shared/routes/route-table';
import { NetworkLog } from '../fixtures/network-log';
import { SiteData } from '../fixtures/site-data';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { startStaticServer, type StaticServer } from '../fixtures/static-server';
import { expect, test } from '../fixtures/test';

const PROGRAMME_DIST = path.resolve(__dirname, '..', '..', 'mf-programme', 'dist');

test.describe('a remote served from another origin', () => {
  let remote: StaticServer;
  let server: SiteServer;

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    remote = await startStaticServer(PROGRAMME_DIST);
    server = await startSiteServer({ REMOTE_MF_PROGRAMME_URL: `${remote.origin}/mf-manifest.json` });
  });

  test.afterAll(async () => {
    await server?.stop();
    await remote?.stop();
  });

  test('is loaded from there by the shell, and the programme renders', async ({ page, playwright }) => {
    const request = await playwright.request.newContext({ baseURL: server.origin });
    const site = new SiteData(request);
    const network = new NetworkLog(page);

    await page.goto(`${server.origin}${href('events', {}, 'de')}`);
    await expect(page.locator('main')).toContainText(await site.firstListedEventName('de'));

    const fromRemote = network.matching((url) => url.origin === remote.origin).map((url) => new URL(url).pathname);
    expect(fromRemote).toEqual(expect.arrayContaining(['/mf-manifest.json', '/remoteEntry.js']));
    expect(fromRemote.filter((file) => file.endsWith('.js') && file !== '/remoteEntry.js').length).toBeGreaterThan(0);
    expect(network.matching((url) => url.pathname.startsWith('/remotes/mf-programme/'))).toEqual([]);
    await request.dispose();
  });
});
