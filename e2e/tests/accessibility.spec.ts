import AxeBuilder from '@axe-core/playwright';
import { LOCALES } from '@festival/shared/i18n/locales';
import { ROUTE_TARGETS, type SpecRouteName } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

/** WCAG 2.2 AA (architecture: accessibility), checked with axe on the main page types. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];
const PAGES: SpecRouteName[] = ['index', 'events', 'events-slug-id', 'magazine', 'magazine-slug-id', 'cms-page', 'forms-slug-id'];

for (const name of PAGES) {
  for (const locale of LOCALES) {
    test(`${name} in ${locale} has no WCAG 2.2 AA violations`, async ({ page, site }) => {
      const target = await ROUTE_TARGETS[name](site, locale);
      await page.goto(target.path);
      if ('text' in target.expect) await expect(page.locator('main')).toContainText(target.expect.text);

      const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();

      const violations = results.violations.map((violation) => ({
        rule: violation.id,
        impact: violation.impact,
        targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')),
      }));
      expect(violations).toEqual([]);
    });
  }
}
