import AxeBuilder from '@axe-core/playwright';
import type { Page as PageAnswer } from '@festival/shared/api-schemas/content';
import type { PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import type { APIRequestContext } from '@playwright/test';
import { publicationState, publishFromToolbar, publishThroughApi } from '../fixtures/publishing';
import { createStaff, signIn, uniqueId } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/** Spec §2 (v), §4 (offline pages for editors), §9 (versioning of pages): versions, restore and who may read them. */

const ACCESSIBILITY = '/de/festival/besuch-planen/barrierefreiheit';
const ABOUT = '/de/festival/ueber-uns';
const ARCHIVE = '/de/festival/archiv-2025';
/** Only the seeded draft of "Über uns" holds this sentence. */
const DRAFT_TEXT = 'Das Festival wurde 2011 von drei Buchhändlerinnen gegründet';

type TextModule = { id: number; model: 'Text'; content: string; anchor: string; decrease_distance: boolean };

async function pageAnswer(request: APIRequestContext, path: string, query = ''): Promise<PageAnswer> {
  const response = await request.get(`/de/pageeditor-api/page/${path.replace(/^\/de\//, '')}${query}`);
  expect(response.status()).toBe(200);
  return (await response.json()) as PageAnswer;
}

/** The editor's CSRF header, echoed from the cookie the site handed out (double submit). */
async function csrfHeader(page: import('@playwright/test').Page): Promise<Record<string, string>> {
  const token = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken')?.value;
  expect(token).toBeTruthy();
  return { 'X-CSRFToken': token! };
}

test('an editor restores an old version from the toolbar, and a visitor reads the old text again', async ({ page, browser }) => {
  await signIn(page, createStaff({ first: 'Vera' }));
  const before = await pageAnswer(page.request, ACCESSIBILITY);
  const text = before.modules.find((module) => module.model === 'Text') as unknown as TextModule;
  const original = 'Wir möchten, dass alle Menschen das Festival besuchen können.';
  expect(text.content).toContain(original);

  const changed = `Vorübergehend geänderter Text ${uniqueId()}.`;
  const save = await page.request.put(`/de/pageeditor-api/text/${text.id}/`, {
    headers: await csrfHeader(page),
    data: { content: `<p>${changed}</p>`, anchor: text.anchor, decrease_distance: text.decrease_distance, revision: before.revision },
  });
  expect(save.status()).toBe(200);
  await publishThroughApi(page, before.id, (await save.json() as { revision: number }).revision);

  await page.goto(ACCESSIBILITY);
  const main = page.getByRole('main');
  await expect(main).toContainText(changed);
  await page.getByRole('button', { name: 'Versionen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Versionen dieser Seite' });
  const rows = dialog.getByRole('row');
  // Row 0 is the header, row 1 the publication of the save in row 2 (both current), row 3 the page before it.
  await expect(rows.nth(1)).toContainText('Veröffentlicht');
  await expect(rows.nth(1)).toContainText('aktuell');
  await expect(rows.nth(2)).toContainText('Modul geändert (Text)');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`) }))).toEqual([]);
  await rows.nth(3).getByRole('button', { name: /wiederherstellen$/ }).click();
  // restoring asks first, with the focus on the answer
  const confirm = rows.nth(3).getByRole('button', { name: /jetzt wiederherstellen$/ });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/ist wiederhergestellt\.$/)).toBeFocused();
  // the restored text is the page's draft, which the editor publishes
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(publicationState(page)).toHaveText('Entwurf mit Änderungen');
  await publishFromToolbar(page);
  await expect(main).toContainText(original);
  await expect(main).not.toContainText(changed);

  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(ACCESSIBILITY);
    await expect(visitorPage.getByRole('main')).toContainText(original);
    await expect(visitorPage.getByRole('main')).not.toContainText(changed);
  } finally {
    await visitor.close();
  }
});

test('a visitor cannot read a draft version by any route; an editor views it with ?v=', async ({ page, request }) => {
  await signIn(page, createStaff({ first: 'Willi' }));
  const about = await pageAnswer(page.request, ABOUT);
  const versions = (await (await page.request.get(`/de/pageeditor-api/versions/${about.id}/`)).json()) as PageVersionSummary[];
  // The stored draft was never live: it has no revision.
  const draft = versions.find((version) => version.revision === null);
  expect(draft).toBeDefined();

  for (const query of [`?version_id=${draft!.id}`, `?v=${draft!.id}`]) {
    const answer = await pageAnswer(request, ABOUT, query);
    expect([query, answer.title, answer.version_id, JSON.stringify(answer.modules).includes(DRAFT_TEXT)]).toEqual([query, 'Über uns', null, false]);
  }
  expect((await request.get('/de/pageeditor-api/versions/3/')).status()).toBe(401);
  const document = await request.get(`${ABOUT}?v=${draft!.id}`, { maxRedirects: 0 });
  expect([document.status(), document.headers().location]).toEqual([301, ABOUT]);

  await page.goto(`${ABOUT}?v=${draft!.id}`);
  const main = page.getByRole('main');
  await expect(main).toContainText(DRAFT_TEXT);
  await expect(page.getByText(`Sie sehen die gespeicherte Version ${draft!.id}, nicht die aktuelle Seite.`)).toBeVisible();
  await page.getByRole('link', { name: 'Zur aktuellen Seite' }).click();
  await expect(page).toHaveURL(new RegExp(`${ABOUT}$`));
  await expect(main).not.toContainText(DRAFT_TEXT);
});

test('an editor sees an offline page, marked as offline; a visitor gets 404', async ({ page, request }) => {
  expect((await request.get(ARCHIVE)).status()).toBe(404);
  await signIn(page, createStaff({ first: 'Olga' }));
  await page.goto(ARCHIVE);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Archiv 2025');
  await expect(page.getByText('Diese Seite ist offline: Nur die Redaktion sieht sie.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Seite im CMS-Hub bearbeiten' })).toHaveAttribute('href', '/cms-hub/pages/8');
});

test('an editor compares two versions, sees the changed words, and brings back one module while the other change stays', async ({ page }) => {
  const VISIT = '/de/festival/besuch-planen';
  await signIn(page, createStaff({ first: 'Clara' }));
  const start = await pageAnswer(page.request, VISIT, '?draft=1');
  const text = start.modules.find((module) => module.model === 'Text') as unknown as TextModule;
  const headline = start.modules.find((module) => module.model === 'Headline') as unknown as { id: number; content: string };
  const stamp = `Shuttle${uniqueId().replace(/\D/g, '').slice(-8)}`;
  const put = async (url: string, data: Record<string, unknown>) => {
    const response = await page.request.put(url, { headers: await csrfHeader(page), data });
    expect(response.status()).toBe(200);
    return (await response.json() as { revision: number }).revision;
  };
  // two saves: the text, then the headline
  const revision = await put(`/de/pageeditor-api/text/${text.id}/`, {
    content: `<p>Anreise mit Bus ${stamp}.</p>`, anchor: text.anchor, decrease_distance: text.decrease_distance, revision: start.revision,
  });
  await put(`/de/pageeditor-api/headline/${headline.id}/`, {
    headline_level: 2, preline: '', content: `Besuch ${stamp}`, subline: '', anchor: '', revision,
  });

  await page.goto(`${VISIT}?edit=1`);
  await page.getByRole('button', { name: 'Versionen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Versionen dieser Seite' });
  const rows = dialog.getByRole('row');
  await expect(rows.nth(1)).toContainText('Modul geändert (Überschrift)');
  // the newest and the page before both saves
  await rows.nth(1).getByRole('checkbox').check();
  await rows.nth(3).getByRole('checkbox').check();
  await dialog.getByRole('button', { name: 'Ausgewählte vergleichen' }).click();
  await expect(dialog.getByRole('heading', { name: /im Vergleich$/ })).toBeFocused();
  const changedText = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Text (geändert)' }) });
  await expect(changedText.locator('ins').filter({ hasText: stamp })).toHaveCount(1);
  const changedHeadline = dialog.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Überschrift (geändert)' }) });
  await expect(changedHeadline.locator('del')).toHaveText('entfernt: planen');
  await expect(changedHeadline.locator('ins')).toHaveText(`hinzugefügt: ${stamp}`);
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => violation.id)).toEqual([]);

  await changedText.getByRole('button', { name: /^Text wie in Version \d+ wiederherstellen$/ }).click();
  await expect(changedText.getByRole('status')).toContainText('Text ist wiederhergestellt');
  const after = await pageAnswer(page.request, VISIT, '?draft=1');
  expect((after.modules.find((module) => module.id === text.id) as unknown as TextModule).content).toBe(text.content);
  expect((after.modules.find((module) => module.id === headline.id) as unknown as { content: string }).content).toBe(`Besuch ${stamp}`);
  await dialog.getByRole('button', { name: 'Zurück zur Liste' }).click();
  await expect(dialog.getByRole('button', { name: 'Ausgewählte vergleichen' })).toBeFocused();
});

test('an editor views an older version without leaving edit mode and restores it from the toolbar', async ({ page }) => {
  const TERMS = '/de/agb';
  await signIn(page, createStaff({ first: 'Greta' }));
  const start = await pageAnswer(page.request, TERMS, '?draft=1');
  const text = start.modules.find((module) => module.model === 'Text') as unknown as TextModule;
  const changed = `Geänderte Bedingungen ${uniqueId()}.`;
  const save = await page.request.put(`/de/pageeditor-api/text/${text.id}/`, {
    headers: await csrfHeader(page),
    data: { content: `<p>${changed}</p>`, anchor: text.anchor, decrease_distance: text.decrease_distance, revision: start.revision },
  });
  expect(save.status()).toBe(200);

  await page.goto(`${TERMS}?edit=1`);
  const main = page.getByRole('main');
  await expect(main).toContainText(changed);
  await page.getByRole('button', { name: 'Versionen' }).click();
  const rows = page.getByRole('dialog', { name: 'Versionen dieser Seite' }).getByRole('row');
  await expect(rows.nth(1)).toContainText('Modul geändert (Text)');
  const older = Number(await rows.nth(2).getByRole('cell').nth(1).textContent());
  await rows.nth(2).getByRole('link', { name: /ansehen$/ }).click();
  await expect(page).toHaveURL(new RegExp(`${TERMS}\\?edit=1&v=${older}$`));
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText(`Sie sehen die gespeicherte Version ${older}, nicht die aktuelle Seite.`)).toBeVisible();
  await expect(main).not.toContainText(changed);
  await expect(page.getByRole('link', { name: 'Zur aktuellen Seite' })).toHaveAttribute('href', `${TERMS}?edit=1`);

  const toolbar = page.getByRole('complementary', { name: 'Redaktion' });
  await toolbar.getByRole('button', { name: 'Diese Version wiederherstellen' }).click();
  await expect(toolbar.getByRole('button', { name: 'Ja, wiederherstellen' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`${TERMS}\\?edit=1$`));
  await expect(toolbar.getByRole('status').filter({ hasText: `Version ${older} ist wiederhergestellt.` })).toBeVisible();
  await expect(toolbar.getByRole('link', { name: 'Bearbeiten beenden' })).toBeVisible();
  await expect(main).not.toContainText(changed);
  const after = await pageAnswer(page.request, TERMS, '?draft=1');
  expect((after.modules.find((module) => module.id === text.id) as unknown as TextModule).content).toBe(text.content);
});

test("an editor changes a magazine article's body, opens its versions beside it and restores the text before into the draft", async ({ page, browser }) => {
  const stamp = uniqueId();
  // an article far down the magazine that no other spec edits (page-editor.spec.ts takes the first of page 5)
  const list = await (await page.request.get('/de/api/articles/?page=5')).json() as { results: Array<{ id: number }> };
  const article = await (await page.request.get(`/de/api/articles/${list.results[1]!.id}/`)).json() as { urls: { de: string }; title: string };
  await signIn(page, createStaff({ first: 'Wanda' }));
  await page.goto(`${article.urls.de}?edit=1`);
  const editor = page.getByRole('region', { name: 'Seiteneditor' });
  await editor.getByRole('button', { name: 'Text bearbeiten' }).first().click();
  await editor.getByRole('textbox', { name: 'Inhalt' }).click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type(` Randnotiz ${stamp}.`);
  await editor.getByRole('button', { name: 'Speichern' }).click();
  await expect(editor.getByText(`Randnotiz ${stamp}.`)).toBeVisible();

  await editor.getByRole('button', { name: 'Versionen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Versionen des Beitragstexts' });
  const rows = dialog.getByRole('row');
  // row 1 is the save (current), row 2 the body before it; an article's versions are not viewed in place
  await expect(rows.nth(1)).toContainText('Modul geändert (Text)');
  await expect(rows.nth(1)).toContainText('aktuell');
  await expect(dialog.getByRole('link', { name: /ansehen$/ })).toHaveCount(0);
  await rows.nth(2).getByRole('button', { name: /wiederherstellen$/ }).click();
  await rows.nth(2).getByRole('button', { name: /jetzt wiederherstellen$/ }).click();
  await expect(dialog.getByText(/ist wiederhergestellt\.$/)).toBeFocused();
  await expect(rows.nth(1)).toContainText('Version');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(editor.getByText(`Randnotiz ${stamp}.`)).toHaveCount(0);
  await expect(editor.getByText('Text des Beitrags: Entwurf mit Änderungen')).toBeVisible();

  // visitors read the published body throughout
  const visitor = await browser.newContext();
  try {
    const visitorPage = await visitor.newPage();
    await visitorPage.goto(article.urls.de);
    await expect(visitorPage.getByRole('heading', { level: 1 })).toHaveText(article.title);
    await expect(visitorPage.getByRole('main')).not.toContainText(`Randnotiz ${stamp}.`);
  } finally {
    await visitor.close();
  }
});
