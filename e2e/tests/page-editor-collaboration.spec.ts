import type { Browser, Page } from '@playwright/test';
import { CONSENT_COOKIE } from '@festival/shared/stores/consent-store';
import { publishFromToolbar } from '../fixtures/publishing';
import { createStaff, signIn, type Staff } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** The page editor for more than one module and more than one editor: insert anywhere, who else is editing. */

// Pages no other spec edits.
const IMPRINT = '/de/impressum';
const PRIVACY = '/de/datenschutz';
const TERMS = '/de/agb';

/** Presses Tab until the focused element's accessible name is `name`; fails after `limit` presses. */
async function tabTo(page: Page, name: string, limit = 40) {
  for (let i = 0; i < limit; i += 1) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      if (!element) return '';
      const labelled = element.getAttribute('aria-label');
      if (labelled) return labelled;
      const id = element.id;
      const label = id ? document.querySelector(`label[for="${CSS.escape(id)}"]`)?.textContent : null;
      return label ?? element.textContent ?? '';
    });
    if (focused.trim() === name) return;
  }
  throw new Error(`no focus on "${name}" after ${limit} Tabs`);
}

test('an editor inserts a headline between two modules with the keyboard only', async ({ page, browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = `Zwischentitel ${String(Date.now()).slice(-6)}`;
  await signIn(page, createStaff());
  await page.goto(`${IMPRINT}?edit=1`);
  const editor = page.getByRole('region', { name: 'Seiteneditor' });
  const editButtons = editor.getByRole('button', { name: 'Überschrift bearbeiten' });
  await expect(editButtons.first()).toBeVisible();
  const before = await editor.locator('.ed-module').count();

  // From the first module's controls, Tab reaches the inserter before the second module; it shows on focus.
  await editButtons.first().focus();
  await tabTo(page, 'Modul hier einfügen: vor Überschrift');
  const inserter = page.locator(':focus');
  await expect(inserter).toHaveText('+ Modul hier einfügen');
  await expect(inserter).toHaveCSS('opacity', '1');
  await page.keyboard.press('Enter');
  const chooser = editor.getByRole('group', { name: 'Modul hier einfügen: vor Überschrift' });
  await expect(chooser.getByLabel('Modultyp')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(chooser.getByRole('button', { name: 'Modul hinzufügen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await tabTo(page, 'Inhalt');
  await page.keyboard.type(stamp);
  await page.keyboard.press('Enter');
  await expect(editor.getByText('Gespeichert.')).toBeVisible();

  await expect(editor.locator('.ed-module')).toHaveCount(before + 1);
  const headlines = page.getByRole('main').getByRole('heading');
  await expect(headlines.filter({ hasText: stamp })).toHaveCount(1);
  const texts = (await headlines.allTextContents()).map((text) => text.trim());
  const at = texts.indexOf(stamp);
  expect(texts[at - 1]).toBe('Impressum');
  expect(texts[at + 1]).toContain('Angaben gemäß');

  // once published, a visitor sees it there too
  await publishFromToolbar(page);
  const visitor = await browser.newPage();
  await visitor.goto(new URL(IMPRINT, baseURL).href);
  const visitorTexts = (await visitor.getByRole('main').getByRole('heading').allTextContents()).map((text) => text.trim());
  const place = visitorTexts.indexOf(stamp);
  expect(visitorTexts.slice(place - 1, place + 2)).toEqual(['Impressum', stamp, expect.stringContaining('Angaben gemäß')]);
  await visitor.close();
});

async function editorPage(browser: Browser, baseURL: string, staff: Staff): Promise<Page> {
  const context = await browser.newContext({ baseURL });
  const value = encodeURIComponent(JSON.stringify({ tracking: false, external_media: false }));
  await context.addCookies([{ name: CONSENT_COOKIE, value, url: baseURL }]);
  const page = await context.newPage();
  await signIn(page, staff);
  return page;
}

test('two editors with the same page open see each other in the toolbar, and no longer once one leaves', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const ida = createStaff({ first: 'Ida' });
  const emil = createStaff({ first: 'Emil' });
  const first = await editorPage(browser, baseURL!, ida);
  const second = await editorPage(browser, baseURL!, emil);
  await first.goto(`${PRIVACY}?edit=1`);
  await second.goto(`${PRIVACY}?edit=1`);

  const presenceOf = (page: Page) => page.getByRole('complementary', { name: 'Redaktion' }).locator('.ed-toolbar__presence');
  // the second hears of the first with its own first heartbeat; the first within its next reading (5 s)
  await expect(presenceOf(second)).toContainText(`Bearbeitet diese Seite ebenfalls: ${ida.name} (seit `);
  await expect(presenceOf(first)).toContainText(`${emil.name} (seit `, { timeout: 10_000 });
  await expect(presenceOf(first)).toContainText(/\(seit \d\d:\d\d\sUhr\)/);

  // leaving edit mode says goodbye: the first sees nobody within its next reading
  await second.getByRole('complementary', { name: 'Redaktion' }).getByRole('link', { name: 'Bearbeiten beenden' }).click();
  await expect(second).toHaveURL(new RegExp(`${PRIVACY}$`));
  await expect(presenceOf(first)).toBeEmpty({ timeout: 10_000 });
  await first.context().close();
  await second.context().close();
});

test('two editors save different modules from the same copy and both saves stay; the same module asks the second, who may save over it and undo it later', async ({ browser, baseURL }) => {
  test.setTimeout(120_000);
  const stamp = String(Date.now()).slice(-6);
  const ida = createStaff({ first: 'Ida' });
  const emil = createStaff({ first: 'Emil' });
  const first = await editorPage(browser, baseURL!, ida);
  const second = await editorPage(browser, baseURL!, emil);
  await first.goto(`${TERMS}?edit=1`);
  await second.goto(`${TERMS}?edit=1`);
  const editorOf = (page: Page) => page.getByRole('region', { name: 'Seiteneditor' });
  const edit = async (page: Page, index: number, text: string) => {
    await editorOf(page).getByRole('button', { name: 'Überschrift bearbeiten' }).nth(index).click();
    await editorOf(page).getByLabel('Inhalt').fill(text);
  };
  const save = (page: Page) => editorOf(page).getByRole('button', { name: 'Speichern' }).click();

  // both forms open on the same copy; each changes another headline
  await edit(first, 0, `AGB von Ida ${stamp}`);
  await edit(second, 1, `§ 1 von Emil ${stamp}`);
  await save(first);
  await expect(editorOf(first).getByText('Gespeichert.')).toBeVisible();
  await save(second);
  await expect(editorOf(second).getByText('Gespeichert.')).toBeVisible();
  const headings = editorOf(second).getByRole('heading');
  await expect(headings.filter({ hasText: `AGB von Ida ${stamp}` })).toHaveCount(1);
  await expect(headings.filter({ hasText: `§ 1 von Emil ${stamp}` })).toHaveCount(1);

  // both change the first headline: the later save is refused, with who and when, and may go over it
  await edit(first, 0, `Ida zuletzt ${stamp}`);
  await edit(second, 0, `Emil zuletzt ${stamp}`);
  await save(first);
  await expect(editorOf(first).getByText('Gespeichert.')).toBeVisible();
  await save(second);
  const conflict = second.getByRole('alertdialog', { name: 'Die Seite wurde inzwischen geändert' });
  await expect(conflict).toContainText(new RegExp(`${ida.name} hat die Seite am .+ \\d\\d:\\d\\d\\sUhr geändert\\.`));
  await expect(editorOf(second).getByLabel('Inhalt')).toHaveValue(`Emil zuletzt ${stamp}`);
  await expect(conflict.getByRole('button', { name: 'Meine Fassung speichern' })).toBeFocused();
  await second.keyboard.press('Enter');
  await expect(conflict).toHaveCount(0);
  await expect(editorOf(second).getByText('Gespeichert.')).toBeVisible();
  await expect(headings.filter({ hasText: `Emil zuletzt ${stamp}` })).toHaveCount(1);
  await first.reload();
  await expect(editorOf(first).getByRole('heading').filter({ hasText: `Emil zuletzt ${stamp}` })).toHaveCount(1);

  // another save of Ida's meanwhile does not block Emil's undo, which takes back his module alone
  await edit(first, 1, `§ 1 wieder von Ida ${stamp}`);
  await save(first);
  await expect(editorOf(first).getByText('Gespeichert.')).toBeVisible();
  await editorOf(second).getByRole('button', { name: 'Rückgängig' }).click();
  await expect(headings.filter({ hasText: `Ida zuletzt ${stamp}` })).toHaveCount(1);
  await expect(headings.filter({ hasText: `§ 1 wieder von Ida ${stamp}` })).toHaveCount(1);
  await first.context().close();
  await second.context().close();
});
