import { LOCALES } from '@festival/shared/i18n/locales';
import { pageSettled } from '../fixtures/page-settled';
import { expectTargetShown, ROUTE_TARGETS, SPEC_ROUTE_NAMES, type RouteTarget } from '../fixtures/route-targets';
import { currentPath, serverTitle } from '../fixtures/server-title';
import { expect, test } from '../fixtures/test';

/** The tab title after a document load is checked on every route in route-sweep.spec.ts. */
test.describe('the tab title is the one the server sends', () => {
  for (const locale of LOCALES) {
    test(`in ${locale}, after every in-app navigation and Back`, async ({ page, site, consoleGuard }) => {
      test.setTimeout(180_000);
      const targets = await Promise.all(SPEC_ROUTE_NAMES.map((name) => ROUTE_TARGETS[name](site, locale)));
      for (const target of targets) {
        if (target.status !== 200) consoleGuard.allowStatus(target.status, target.path.split('?')[0] ?? '');
      }
      await page.goto(`/${locale}`);
      const visited: { target: RouteTarget; path: string; title: string }[] = [];
      for (const target of targets) {
        // The router follows the history like a click on a link would: no document is loaded.
        await page.evaluate((path) => {
          window.history.pushState({}, '', path);
          window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
        }, target.path);
        await expectTargetShown(page, target);
        const path = currentPath(page);
        const title = await serverTitle(page.request, path);
        await expect(page, `title of ${path}`).toHaveTitle(title);
        visited.push({ target, path, title });
      }
      const last = visited.at(-1);
      const previous = visited.at(-2);
      if (!last || !previous) throw new Error('two routes at least');
      await page.goBack();
      await expectTargetShown(page, previous.target);
      await expect(page, `title of ${previous.path} after Back`).toHaveTitle(previous.title);
    });
  }

  test('the webshop area', async ({ page }) => {
    await page.goto('/webshop');
    await expect(page.locator('main h1').first()).toBeVisible();
    await pageSettled(page);
    expect(await page.title()).toBe(await serverTitle(page.request, currentPath(page)));
  });
});
