import { NetworkLog } from '../fixtures/network-log';
import { pageSettled } from '../fixtures/page-settled';
import { expect, test } from '../fixtures/test';

interface DevtoolsRenderer {
  version: string;
  rendererPackageName: string;
}

test('React is fetched once and rendered by one copy on a page that mounts several remotes', async ({ page, site }) => {
  // React registers every renderer copy it loads with the devtools hook, also in production builds.
  await page.addInitScript(() => {
    const renderers: unknown[] = [];
    Object.assign(window, {
      __festivalRenderers: renderers,
      __REACT_DEVTOOLS_GLOBAL_HOOK__: {
        supportsFiber: true,
        isDisabled: false,
        renderers: new Map(),
        inject(renderer: unknown) {
          renderers.push(renderer);
          return renderers.length;
        },
        onCommitFiberRoot() {},
        onCommitFiberUnmount() {},
        onPostCommitFiberRoot() {},
        checkDCE() {},
      },
    });
  });
  const network = new NetworkLog(page);
  const event = await site.event('de');
  const shopLoaded = page.waitForResponse((response) => response.url().includes('/remotes/mf-shop/'));

  await page.goto(event.urls.de);
  await expect(page.locator('main')).toContainText(event.title);
  // The shop's booking widget loads when its button is pressed.
  await page.getByRole('region', { name: 'Kartenbuchung' }).getByRole('button', { name: 'Karten wählen' }).click();
  await shopLoaded;

  const remotes = new Set(network.matching((url) => url.pathname.startsWith('/remotes/')).map((url) => new URL(url).pathname.split('/')[2]));
  expect([...remotes].sort()).toEqual(expect.arrayContaining(['mf-programme', 'mf-shop']));
  // The shell's start-up packages, react-dom among them, come in one file; no remote fetches its own.
  expect(network.matching((url) => url.pathname.includes('/vendor-startup.'))).toHaveLength(1);
  expect(network.matching((url) => url.pathname.startsWith('/remotes/') && url.pathname.includes('react-dom'))).toEqual([]);
  const renderers = await page.evaluate(() =>
    ((window as unknown as { __festivalRenderers: DevtoolsRenderer[] }).__festivalRenderers).map(
      ({ version, rendererPackageName }) => ({ version, rendererPackageName }),
    ),
  );
  expect(renderers).toEqual([{ version: expect.stringMatching(/^19\.2\./), rendererPackageName: 'react-dom' }]);
});

test('a page loads only what it uses: no schema library, and no shop code where nothing is sold', async ({ page }) => {
  const network = new NetworkLog(page);
  await page.goto('/de');
  await pageSettled(page);
  const scripts = network.matching((url) => url.pathname.endsWith('.js'));
  expect(scripts.length).toBeGreaterThan(0);
  expect(scripts.filter((url) => /typebox/.test(url))).toEqual([]);
  expect(scripts.filter((url) => new URL(url).pathname.startsWith('/remotes/mf-shop/'))).toEqual([]);
});

test("a page of the page editor fetches its code once, preloaded beside the app's; a programme page never fetches it", async ({ page }) => {
  const network = new NetworkLog(page);
  await page.goto('/de/programm');
  await pageSettled(page);
  expect(network.matching((url) => url.pathname.startsWith('/page-cms.'))).toEqual([]);

  await page.goto('/de/agb');
  await pageSettled(page);
  expect(network.matching((url) => url.pathname.startsWith('/page-cms.'))).toHaveLength(1);
  // The start script asked for it itself, where the server had sent a page of the page editor.
  await expect(page.locator('head link[rel="preload"][as="script"][href^="/page-cms."]')).toHaveCount(1);
  await expect(page.locator('article.sh-cms-page')).toBeVisible();
});
