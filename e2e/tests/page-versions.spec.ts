import AxeBuilder from '@axe-core/playwright';
import type { Page as PageAnswer } from '@festival/shared/api-schemas/content';
import type { PageVersionSummary } from '@festival/shared/api-schemas/pageeditor-writes';
import type { APIRequestContext } from '@playwright/test';
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

  await page.goto(ACCESSIBILITY);
  const main = page.getByRole('main');
  await expect(main).toContainText(changed);
  await page.getByRole('button', { name: 'Versionen' }).click();
  const dialog = page.getByRole('dialog', { name: 'Versionen dieser Seite' });
  const rows = dialog.getByRole('row');
  // Row 0 is the header, row 1 the save above (current), row 2 the page before it.
  await expect(rows.nth(1)).toContainText('Modul geändert (Text)');
  await expect(rows.nth(1)).toContainText('aktuell');
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  expect(axe.violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical').map((violation) => ({ id: violation.id, nodes: violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`) }))).toEqual([]);
  await rows.nth(2).getByRole('button', { name: /wiederherstellen$/ }).click();
  // restoring asks first, with the focus on the answer
  const confirm = rows.nth(2).getByRole('button', { name: /jetzt wiederherstellen$/ });
  await expect(confirm).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(dialog.getByText(/ist wiederhergestellt\.$/)).toBeFocused();
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
