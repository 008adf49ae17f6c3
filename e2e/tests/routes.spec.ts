import { LOCALES } from '@festival/shared/i18n/locales';
import { matchRoute } from '@festival/shared/routes/route-table';
import { ROUTE_TARGETS, SPEC_ROUTE_NAMES } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

test.describe('every route of the route table renders a real object', () => {
  for (const name of SPEC_ROUTE_NAMES) {
    for (const locale of LOCALES) {
      test(`${name} in ${locale}`, async ({ page, site, consoleGuard }) => {
        const target = await ROUTE_TARGETS[name](site, locale);
        const pathname = target.path.split('?')[0] ?? '';
        expect(matchRoute(pathname)?.name, `${pathname} belongs to ${name}`).toBe(name);
        if (target.apiPath) expect(target.path, 'the api links the same path').toBe(target.apiPath);
        if (target.status !== 200) consoleGuard.allowStatus(target.status, pathname);

        const response = await page.goto(target.path);

        expect(response?.status()).toBe(target.status);
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        const main = page.locator('main');
        if ('text' in target.expect) await expect(main).toContainText(target.expect.text);
        else await expect(main.locator(`a[href="${target.expect.link}"]`).first()).toBeVisible();
      });
    }
  }
});
