import zlib from 'node:zlib';
import AxeBuilder from '@axe-core/playwright';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { publicationState, publishFromToolbar } from '../fixtures/publishing';
import { NetworkLog } from '../fixtures/network-log';
import { createStaff, signIn } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** Spec §1–§5, §8: editors change a page in place with ?edit; visitors see the change. */

// A page no other spec reads, so that its edits disturb nobody.
const PRESS = '/de/festival/ueber-uns/presse';
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
/** The budget for what the editor toolbar costs a page: 40 KB gzipped. */
const TOOLBAR_BUDGET = 40 * 1024;

const isEditorFile = (url: string) => url.includes('/remotes/mf-editor/');

/** The files gzipped at level 9, fetched again: a page's own bodies are gone once it navigates. */
async function gzipBytes(request: APIRequestContext, urls: string[]): Promise<number> {
  const bodies = await Promise.all([...new Set(urls)].map(async (url) => (await request.get(url)).body()));
  return bodies.reduce((sum, body) => sum + zlib.gzipSync(body, { level: 9 }).length, 0);
}

/** A message the editor must see: inside the viewport and drawn on top, not under the fixed toolbar. */
async function expectSeen(message: Locator) {
  await expect(message).toBeInViewport();
  const onTop = await message.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
  });
  expect(onTop, 'the message is not covered').toBe(true);
}

async function openEditMode(page: Page) {
  await page.goto(`${PRESS}?edit=1`);
  return page.getByRole('region', { name: 'Seiteneditor' });
}

test('an editor changes a page in place and a visitor sees it', async ({ page, browser }) => {
  const stamp = String(Date.now()).slice(-6);
  await signIn(page, createStaff());

  // Without ?edit the editor gets the toolbar only: small, without forms or lexical.
  const network = new NetworkLog(page);
  await page.goto(PRESS);
  const toolbar = page.getByRole('complementary', { name: 'Redaktion' });
  await expect(toolbar).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Presse', level: 2 })).toBeVisible();
  const toolbarFiles = network.urls().filter(isEditorFile);
  expect(toolbarFiles.filter((url) => /page_editor|lexical|react-hook-form/.test(url))).toEqual([]);
  const toolbarBytes = await gzipBytes(page.request, toolbarFiles);
  test.info().annotations.push({ type: 'editor files without ?edit (gzip bytes)', description: String(toolbarBytes) });
  expect(toolbarBytes).toBeLessThanOrEqual(TOOLBAR_BUDGET);

  await toolbar.getByRole('link', { name: 'Bearbeiten', exact: true }).click();
  await expect(page).toHaveURL(/\?edit=1$/);
  const editor = page.getByRole('region', { name: 'Seiteneditor' });
  const saved = editor.getByRole('status');
  await expect(editor.getByRole('button', { name: 'Überschrift bearbeiten' })).toBeVisible();
  // edit mode brings the page editor; lexical follows with the first rich-text field
  expect(network.urls().filter((url) => isEditorFile(url) && url.includes('page_editor')).length).toBeGreaterThan(0);
  expect(network.urls().filter((url) => isEditorFile(url) && url.includes('lexical'))).toEqual([]);

  // the headline
  await editor.getByRole('button', { name: 'Überschrift bearbeiten' }).click();
  await editor.getByLabel('Inhalt').fill(`Presse und Medien ${stamp}`);
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(saved).toHaveText('Gespeichert.');
  await expect(editor.getByRole('heading', { name: `Presse und Medien ${stamp}` })).toBeVisible();

  // the rich text: a sentence more, partly bold
  await editor.getByRole('button', { name: 'Text bearbeiten' }).click();
  const richText = editor.getByRole('textbox', { name: 'Inhalt' });
  await richText.click();
  expect(network.urls().filter((url) => isEditorFile(url) && url.includes('lexical')).length).toBeGreaterThan(0);
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` Neu ${stamp}: `);
  await editor.getByRole('button', { name: 'Fett' }).click();
  await richText.pressSequentially('Pressebereich');
  // the bold word becomes a link to a new window; a new link starts with https://
  for (let step = 0; step < 'Pressebereich'.length; step += 1) await page.keyboard.press('Shift+ArrowLeft');
  // Ctrl+K asks for the link (the toolbar's "Link" button does the same), with the address focused
  await page.keyboard.press('Control+k');
  const linkAddress = editor.getByLabel('Adresse des Links');
  await expect(linkAddress).toBeFocused();
  await expect(linkAddress).toHaveValue('https://');
  await linkAddress.fill('https://example.org/presse');
  await editor.getByLabel('In neuem Fenster öffnen').check();
  await editor.getByRole('button', { name: 'Link setzen' }).click();
  await expect(richText.getByRole('link', { name: 'Pressebereich' })).toBeVisible();
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByText(`Neu ${stamp}:`)).toBeVisible();
  await expect(saved).toHaveText('Gespeichert.');
  await expectSeen(saved);
  await expect(editor.locator('strong', { hasText: 'Pressebereich' })).toBeVisible();

  // a section with two columns and a headline in its first column
  await editor.getByLabel('Spaltenaufteilung').selectOption('50-50');
  await editor.getByRole('button', { name: 'Abschnitt hinzufügen' }).click();
  const section = editor.getByRole('region', { name: 'Abschnitt 1' });
  await expect(section.getByText('Spalte 2')).toBeVisible();
  const firstColumn = section.getByRole('group', { name: 'Modul hinzufügen: Abschnitt 1, Spalte 1' });
  await firstColumn.getByLabel('Modultyp').selectOption('Headline');
  await firstColumn.getByRole('button', { name: 'Modul hinzufügen' }).click();
  await section.getByLabel('Inhalt').fill(`Neu im Abschnitt ${stamp}`);
  await section.getByRole('button', { name: 'Speichern' }).click();
  await expect(section.getByRole('heading', { name: `Neu im Abschnitt ${stamp}` })).toBeVisible();

  // moved to the second column with the keyboard; the focus stays with the module
  const toNextColumn = section.getByRole('button', { name: 'Überschrift in die Spalte danach' });
  await toNextColumn.focus();
  await page.keyboard.press('Enter');
  await expect(section.getByRole('button', { name: 'Überschrift in die Spalte davor' })).toBeVisible();
  await expect(section.getByRole('group', { name: 'Überschrift' }).locator(':focus')).toHaveCount(1);

  // a deleted link comes back with undo
  await editor.getByRole('button', { name: 'Link löschen' }).click();
  await editor.getByRole('button', { name: 'Link löschen' }).click();
  await expect(editor.getByRole('link', { name: 'Akkreditierung anfragen' })).toHaveCount(0);
  await expect(editor.getByRole('region', { name: 'Letzte Änderungen' })).toContainText('Link gelöscht');
  await editor.getByRole('button', { name: 'Rückgängig' }).click();
  await expect(editor.getByRole('link', { name: 'Akkreditierung anfragen' })).toBeVisible();

  // a visitor, in a browser of their own, sees the published page, not the draft
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  const visitorNetwork = new NetworkLog(visitor);
  await visitor.goto(PRESS);
  const main = visitor.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Presse', level: 2 })).toBeVisible();
  await expect(main.getByText(`Presse und Medien ${stamp}`)).toHaveCount(0);

  // the editor publishes the draft; the visitor's next look has it
  await expect(publicationState(page)).toHaveText('Entwurf mit Änderungen');
  await publishFromToolbar(page);
  await visitor.reload();
  await expect(main.getByRole('heading', { name: `Presse und Medien ${stamp}` })).toBeVisible();
  const pressLink = main.getByRole('link', { name: 'Pressebereich' });
  await expect(pressLink).toHaveAttribute('href', 'https://example.org/presse');
  await expect(pressLink).toHaveAttribute('target', '_blank');
  await expect(main.locator('strong', { hasText: 'Pressebereich' })).toBeVisible();
  await expect(main.getByRole('heading', { name: `Neu im Abschnitt ${stamp}` })).toBeVisible();
  await expect(main.getByRole('link', { name: 'Akkreditierung anfragen' })).toBeVisible();
  expect(visitorNetwork.urls().filter(isEditorFile)).toEqual([]);
  await visitorContext.close();
});

test('an invalid video address is refused on its field; edit mode has no serious axe violations', async ({ page }) => {
  await signIn(page, createStaff());
  const editor = await openEditMode(page);
  const addToPage = editor.getByRole('group', { name: 'Modul zur Seite hinzufügen' });
  await addToPage.getByLabel('Modultyp').selectOption('Video');
  await addToPage.getByRole('button', { name: 'Modul hinzufügen' }).click();
  const address = editor.getByLabel('Video-Adresse');
  await address.fill('https://example.org/film');
  await editor.getByRole('button', { name: 'Speichern' }).click();
  const error = editor.getByRole('alert').filter({ hasText: 'Bitte eine Adresse von YouTube oder Vimeo angeben.' });
  await expect(error).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await expect(address).toHaveAttribute('aria-describedby', new RegExp(await error.getAttribute('id') ?? 'missing'));

  const results = await new AxeBuilder({ page }).withTags(WCAG_TAGS).analyze();
  const serious = results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({ rule: violation.id, targets: violation.nodes.slice(0, 5).map((node) => node.target.join(' ')) }));
  expect(serious).toEqual([]);
});

test('on a phone the toolbar keeps to one line with its tools folded, nothing covers a form\'s buttons, and a hidden toolbar comes back', async ({ page }) => {
  await signIn(page, createStaff());
  await page.setViewportSize({ width: 375, height: 812 });
  const editor = await openEditMode(page);
  const toolbar = page.getByRole('complementary', { name: 'Redaktion' });
  await expect(toolbar.getByRole('link', { name: 'Bearbeiten beenden' })).toBeVisible();
  expect((await toolbar.boundingBox())!.height).toBeLessThanOrEqual(120);
  const tools = toolbar.getByRole('button', { name: 'Werkzeuge' });
  await expect(toolbar.getByRole('link', { name: 'CMS-Hub', exact: true })).toBeHidden();
  await tools.click();
  await expect(tools).toHaveAttribute('aria-expanded', 'true');
  await expect(toolbar.getByRole('link', { name: 'CMS-Hub', exact: true })).toBeVisible();
  await tools.click();

  // in edit mode the sticky booking bar is gone: it would cover "Abbrechen" at the foot of the screen
  await editor.getByRole('button', { name: 'Überschrift bearbeiten' }).first().click();
  const cancel = editor.getByRole('button', { name: 'Abbrechen' });
  await cancel.scrollIntoViewIfNeeded();
  await expect(page.locator('.sh-sticky-nav')).toHaveCount(0);
  await cancel.click();

  // the versions dialog needs no sideways scrolling on a phone
  await tools.click();
  await toolbar.getByRole('button', { name: 'Versionen' }).click();
  const versions = page.getByRole('dialog', { name: 'Versionen dieser Seite' });
  await expect(versions.getByRole('row').nth(1).or(versions.getByText('Noch keine Versionen.'))).toBeVisible();
  expect(await versions.evaluate((dialog) => dialog.scrollWidth <= dialog.clientWidth)).toBe(true);
  await page.keyboard.press('Escape');
  await expect(versions).toHaveCount(0);

  await toolbar.getByRole('link', { name: 'Werkzeugleiste ausblenden' }).click();
  await expect(toolbar).toHaveCount(0);
  await page.getByRole('link', { name: 'Werkzeugleiste zeigen' }).click();
  await expect(page).toHaveURL(/\?edit=1$/);
  await expect(page.getByRole('complementary', { name: 'Redaktion' })).toBeVisible();
});

test.describe('before the cookie question is answered', () => {
  test.use({ decidedConsent: false });

  test('the ?edit login dialog lies above the cookie dialog, which is usable once the login dialog is closed', async ({ page }) => {
    await page.goto(`${PRESS}?edit=1`);
    const login = page.getByRole('alertdialog', { name: 'Zum Bearbeiten anmelden' });
    await expect(login).toBeVisible();
    const cookies = page.locator('.sh-cookies');
    await expect(cookies).toBeVisible();
    const coveredByBackdrop = await cookies.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return !element.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    });
    expect(coveredByBackdrop, 'the modal login dialog is drawn over the cookie dialog').toBe(true);
    await login.getByRole('button', { name: 'Seite ohne Bearbeiten ansehen' }).click();
    await cookies.getByRole('button', { name: 'Nur notwendige' }).click();
    await expect(cookies).toHaveCount(0);
  });
});

test("an editor changes a magazine article's body in place, as a draft; once published, the article shows it after editing and to a visitor", async ({ page, browser }) => {
  const stamp = String(Date.now()).slice(-6);
  // an article far down the magazine, which no other spec reads
  const list = await (await page.request.get('/de/api/articles/?page=5')).json() as { results: Array<{ id: number }> };
  const article = await (await page.request.get(`/de/api/articles/${list.results[0]!.id}/`)).json() as { urls: { de: string }; title: string };
  await signIn(page, createStaff({ first: 'Mara' }));
  await page.goto(`${article.urls.de}?edit=1`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
  const editor = page.getByRole('region', { name: 'Seiteneditor' });
  await editor.getByRole('button', { name: 'Text bearbeiten' }).first().click();
  const richText = editor.getByRole('textbox', { name: 'Inhalt' });
  await richText.click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` Nachtrag ${stamp}.`);
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByRole('status').filter({ hasText: 'Gespeichert.' })).toBeVisible();
  await expect(editor.getByText(`Nachtrag ${stamp}.`)).toBeVisible();
  await expect(editor.getByText('Text des Beitrags: Entwurf mit Änderungen')).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('main').withTags(WCAG_TAGS).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => `${violation.id} ${violation.nodes.map((n) => n.target.join(' ') + ' ' + n.failureSummary).join(' | ')}`)).toEqual([]);

  // the preview shows the draft as visitors will read it, and leads back to editing
  await editor.getByRole('link', { name: 'Vorschau' }).click();
  await expect(page).toHaveURL(new RegExp(`${article.urls.de}\\?preview=1$`));
  const main = page.getByRole('main');
  await expect(main.getByRole('status').filter({ hasText: 'Vorschau des Entwurfs' })).toBeVisible();
  await expect(main).toContainText(`Nachtrag ${stamp}.`);
  await expect(editor).toHaveCount(0);
  await main.getByRole('link', { name: 'Weiter bearbeiten' }).click();
  await expect(editor.getByText('Text des Beitrags: Entwurf mit Änderungen')).toBeVisible();

  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(article.urls.de);
  await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(article.title);
  await expect(visitor.locator('main')).not.toContainText(`Nachtrag ${stamp}.`);

  await editor.getByRole('button', { name: 'Veröffentlichen …' }).click();
  const dialog = page.getByRole('dialog', { name: 'Text des Beitrags veröffentlichen' });
  await dialog.getByRole('button', { name: 'Jetzt veröffentlichen' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(editor.getByText('Text des Beitrags: Veröffentlicht')).toBeVisible();

  await page.getByRole('complementary', { name: 'Redaktion' }).getByRole('link', { name: 'Bearbeiten beenden' }).click();
  await expect(page).toHaveURL(new RegExp(`${article.urls.de}$`));
  await expect(editor).toHaveCount(0);
  await expect(main).toContainText(`Nachtrag ${stamp}.`);

  await visitor.reload();
  await expect(visitor.locator('main')).toContainText(`Nachtrag ${stamp}.`);
  await visitorContext.close();
});

test('a bulleted list started in an empty paragraph above a list takes the words typed next', async ({ page }) => {
  await signIn(page, createStaff({ first: 'Lisa' }));
  await page.goto(`${PRESS}?edit=1`);
  const editor = page.getByRole('region', { name: 'Seiteneditor' });
  await editor.getByRole('button', { name: 'Text bearbeiten' }).first().click();
  const richText = editor.getByRole('textbox', { name: 'Inhalt' });
  await richText.click();
  await page.keyboard.press('Control+a');
  await page.keyboard.press('Delete');
  await page.keyboard.type('und');
  await page.keyboard.press('Enter');
  await page.keyboard.press('Enter');
  await page.keyboard.type('eins');
  const bullets = editor.getByRole('button', { name: 'Aufzählung' });
  await bullets.click();
  await expect(richText.getByRole('listitem')).toHaveText(['eins']);
  await page.keyboard.press('ArrowUp');
  await bullets.click();
  await page.keyboard.type('zuerst');
  await expect(richText.getByRole('listitem')).toHaveText(['zuerst', 'eins']);
  await expect(richText.getByRole('paragraph')).toHaveText(['und']);
  // nothing was saved: the form is left without a change to the page
  await editor.getByRole('button', { name: 'Abbrechen' }).click();
});
