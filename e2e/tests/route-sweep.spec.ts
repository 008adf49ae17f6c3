import { LOCALES } from '@festival/shared/i18n/locales';
import { matchRoute } from '@festival/shared/routes/route-table';
import { opensStates, sweepBothWidths } from '../fixtures/axe-sweep';
import { expectStrictScripts, watchPolicy } from '../fixtures/csp-watch';
import { HYDRATION_WORDS, keepServerHeader, repeatsServedData } from '../fixtures/hydration-watch';
import { hydrateWaitingModules } from '../fixtures/server-html-hydrated';
import { pageSettled } from '../fixtures/page-settled';
import { expectTargetShown, ROUTE_TARGETS, SPEC_ROUTE_NAMES } from '../fixtures/route-targets';
import { currentPath, serverTitle } from '../fixtures/server-title';
import { expect, test } from '../fixtures/test';

/**
 * Every route of spec §2, in de and en, loaded once and checked for what holds on every page:
 * - it shows a real object under its own route: the status, the language, the main content;
 * - its Content-Security-Policy allows inline scripts by hash only, and nothing is blocked;
 * - React takes the server's HTML over (issue 13): the header on screen is the element the
 *   server sent, no hydration error (the CMS modules hydrated by scrolling to each), and no api
 *   call asks for what the document holds;
 * - the tab title is the one the server sends;
 * - axe finds no violation at 1280 px and 375 px, with each menu, dropdown and dialog the route
 *   offers open, and nothing scrolls sideways at 375 px.
 * The checks share one visit per route: five sweeps loading every route again took a third of
 * the suite's time.
 */
test.use({ reducedMotion: 'reduce' });

for (const name of SPEC_ROUTE_NAMES) {
  for (const locale of LOCALES) {
    test(`${name} in ${locale}`, async ({ page, site, consoleGuard }) => {
      test.slow(opensStates(name), 'opens each of its states at both widths');
      const target = await ROUTE_TARGETS[name](site, locale);
      const pathname = target.path.split('?')[0] ?? '';
      expect(matchRoute(pathname)?.name, `${pathname} belongs to ${name}`).toBe(name);
      if (target.apiPath) expect(target.path, 'the api links the same path').toBe(target.apiPath);
      if (target.status !== 200) consoleGuard.allowStatus(target.status, pathname);
      const violations = await watchPolicy(page);
      const messages: string[] = [];
      page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
      page.on('pageerror', (error) => messages.push(`page error: ${error.message}`));
      const repeated: string[] = [];
      page.on('request', (request) => {
        if (repeatsServedData(name, request)) repeated.push(request.url());
      });
      await keepServerHeader(page);

      const response = await page.goto(target.path);

      expect(response?.status()).toBe(target.status);
      expectStrictScripts(response?.headers()['content-security-policy']);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectTargetShown(page, target);
      await hydrateWaitingModules(page);
      // Every effect of the rendered page has run: a late request or title would show now.
      await pageSettled(page);
      expect(await page.evaluate(() => window.serverHeader !== null), 'the server sent the header').toBe(true);
      expect(await page.evaluate(() => window.serverHeader === document.querySelector('header.sh-header')), 'the header was hydrated').toBe(true);
      expect(messages.filter((text) => HYDRATION_WORDS.test(text))).toEqual([]);
      expect(repeated, 'api calls for data the document holds').toEqual([]);
      expect(await page.title()).toBe(await serverTitle(page.request, currentPath(page)));

      await sweepBothWidths(page, target.path, name);
      expect(violations).toEqual([]);
    });
  }
}
