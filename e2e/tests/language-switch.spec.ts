import type { LocalisedUrls } from '@festival/shared/api-schemas/common-schemas';
import type { ArticleTagDetail } from '@festival/shared/api-schemas/content-articles';
import type { Locale } from '@festival/shared/i18n/locales';
import type { Page } from '@playwright/test';
import { languageSwitch } from '../fixtures/header';
import { pageSettled } from '../fixtures/page-settled';
import { expectTargetShown, ROUTE_TARGETS, SPEC_ROUTE_NAMES, type RouteTarget } from '../fixtures/route-targets';
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

declare global {
  interface Window {
    /** The history entries the page made or moved to since the log was last emptied. */
    historyLog: string[];
  }
}

/** The same object's page in English: CMS pages and tags name theirs, everything else is the route table's. */
async function englishTarget(site: SiteData, name: (typeof SPEC_ROUTE_NAMES)[number], german: RouteTarget): Promise<RouteTarget> {
  if (name === 'cms-page') {
    const page = await site.page(german.path);
    const inEnglish = await site.page(page.urls.en);
    return { ...german, path: page.urls.en, expect: { text: inEnglish.headline || inEnglish.title } };
  }
  if (name === 'magazine-tags-tag-id') {
    const tag = await site.json<ArticleTagDetail>(`/en/api/article-tags/${(await site.tag('de')).id}/`);
    return { ...german, path: tag.urls.en, expect: { text: tag.name } };
  }
  return ROUTE_TARGETS[name](site, 'en');
}

for (const name of SPEC_ROUTE_NAMES) {
  test(`the language switch on ${name} makes one navigation, to the English page`, async ({ page, site, consoleGuard }) => {
    const german = await ROUTE_TARGETS[name](site, 'de');
    if (german.status !== 200) consoleGuard.allowStatus(german.status, german.path);
    const english = await englishTarget(site, name, german);
    await page.addInitScript(() => {
      window.historyLog = [];
      for (const method of ['pushState', 'replaceState'] as const) {
        const original = history[method].bind(history);
        history[method] = (state: unknown, unused: string, url?: string | URL | null) => {
          window.historyLog.push(`${method} ${url === undefined || url === null ? '' : new URL(url, location.href).pathname}`);
          original(state, unused, url);
        };
      }
      addEventListener('popstate', () => window.historyLog.push(`popstate ${location.pathname}`));
    });
    await page.goto(german.path);
    await expectTargetShown(page, german);
    await pageSettled(page);

    const switchLink = languageSwitch(page, 'en');
    const to = new URL((await switchLink.getAttribute('href')) ?? '', page.url());
    // the account pages send anonymous visitors to the login page, whose switch leads to the English login page
    if ('text' in german.expect) expect(`${to.pathname}${to.search}`).toBe(english.path);
    const documents: string[] = [];
    page.on('load', () => documents.push(page.url()));
    await page.evaluate(() => {
      window.historyLog = [];
    });
    await switchLink.click();

    await expect(page).toHaveURL((url) => url.pathname === to.pathname);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expectTargetShown(page, english);
    await pageSettled(page);
    await pageSettled(page);
    expect(documents, 'no page was loaded anew').toEqual([]);
    expect(await page.evaluate(() => window.historyLog)).toEqual([`pushState ${to.pathname}`]);
    expect(new URL(page.url()).pathname).toBe(to.pathname);
  });
}
