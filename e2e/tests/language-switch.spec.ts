import type { LocalisedUrls } from '@festival/shared/api-schemas/common-schemas';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Page } from '@playwright/test';
import { languageSwitch } from '../fixtures/header';
import type { SiteData } from '../fixtures/site-data';
import { expect, test } from '../fixtures/test';

interface Localised {
  urls: LocalisedUrls;
  title: Record<Locale, string>;
}

async function switchTo(page: Page, locale: Locale, target: Localised) {
  await languageSwitch(page, locale).click();
  await expect(page).toHaveURL((url) => url.pathname === target.urls[locale]);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  await expect(page.locator('main')).toContainText(target.title[locale]);
}

const subjects: Record<string, (site: SiteData) => Promise<Localised>> = {
  'an event detail': async (site) => {
    const [de, en] = await Promise.all([site.event('de'), site.event('en')]);
    expect(en.id).toBe(de.id);
    return { urls: de.urls, title: { de: de.title, en: en.title } };
  },
  'a CMS page': async (site) => {
    const de = await site.cmsPage('de');
    const en = await site.page(de.urls.en);
    expect(en.id).toBe(de.id);
    return { urls: de.urls, title: { de: de.headline || de.title, en: en.headline || en.title } };
  },
};

for (const [subject, load] of Object.entries(subjects)) {
  test(`the language switch on ${subject} goes de → en → de to the same object`, async ({ page, site }) => {
    const target = await load(site);
    await page.goto(target.urls.de);
    await expect(page.locator('main')).toContainText(target.title.de);

    await switchTo(page, 'en', target);
    await switchTo(page, 'de', target);
  });
}
