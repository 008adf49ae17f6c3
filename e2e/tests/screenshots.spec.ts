import path from 'node:path';
import { LOCALES } from '@festival/shared/i18n/locales';
import { ROUTE_TARGETS } from '../fixtures/route-targets';
import { expect, test } from '../fixtures/test';

/** Full-page pictures of the main page types for a person to look at; not compared. */
const SCREENS_DIR = path.resolve(__dirname, '..', 'test-results', 'screens');
const PAGES = { home: 'index', 'cms-page': 'cms-page', programme: 'events', 'event-detail': 'events-slug-id', magazine: 'magazine' } as const;

for (const [file, name] of Object.entries(PAGES)) {
  for (const locale of LOCALES) {
    test(`screenshot of ${file} in ${locale}`, async ({ page, site }) => {
      const target = await ROUTE_TARGETS[name](site, locale);
      await page.goto(target.path);
      if ('text' in target.expect) await expect(page.locator('main')).toContainText(target.expect.text);
      // a full-page picture shows what lies below the fold too: lazy images (also those that
      // parcels render later) are switched to eager until every image has arrived
      await page.waitForFunction(() =>
        Array.from(document.images).every((img) => {
          img.loading = 'eager';
          return img.complete;
        }),
      );
      await page.waitForLoadState('networkidle');
      await page.screenshot({ path: path.join(SCREENS_DIR, `${file}-${locale}.png`), fullPage: true });
    });
  }
}
