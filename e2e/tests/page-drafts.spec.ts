import type { APIRequestContext } from '@playwright/test';
import { publicationState, publishFromToolbar } from '../fixtures/publishing';
import { startSiteServer, type SiteServer } from '../fixtures/site-server';
import { createStaff, signIn } from '../fixtures/staff';
import { expect, test } from '../fixtures/test';

/**
 * An editor's changes are a draft until published: the editor sees them in edit mode and in the
 * preview, a visitor does not; a publication planned a minute ahead happens on the server's clock
 * (a site of its own whose clock the test sets, looking for due publications twice a second).
 */
test.describe('drafts, preview and planned publication', () => {
  let server: SiteServer;
  let request: APIRequestContext;
  const CSRF = 'drafts-e2e-csrf-token-0123456789';

  test.beforeAll(async ({ playwright }) => {
    test.setTimeout(180_000);
    server = await startSiteServer({ TEST_CLOCK: '1', PUBLISH_POLL_MS: '500' });
    request = await playwright.request.newContext({ baseURL: server.origin });
  });
  test.afterAll(async () => {
    await request?.dispose();
    await server?.stop();
  });

  async function setServerClock(instant: Date): Promise<void> {
    const answer = await request.put('/api/test-clock/', {
      data: { now: instant.toISOString() }, headers: { 'x-csrftoken': CSRF, cookie: `csrftoken=${CSRF}`, connection: 'close' },
    });
    expect(answer.status()).toBe(200);
  }

  /** A Berlin wall-clock value for a datetime-local input. */
  const berlinInput = (instant: Date) => new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit',
  }).format(instant).replace(' ', 'T');

  test('a draft is the editor\'s until its planned publication, which then reaches a visitor without anyone asking', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const press = `${server.origin}/de/festival/ueber-uns/presse`;
    const headline = `Presse im Entwurf ${Date.now() % 1_000_000}`;
    await signIn(page, createStaff({ sqliteFile: server.sqliteFile }), server.origin);

    // edit: the change is in the editor's page at once
    await page.goto(`${press}?edit=1`);
    const editor = page.getByRole('region', { name: 'Seiteneditor' });
    await editor.getByRole('button', { name: 'Überschrift bearbeiten' }).click();
    await editor.getByLabel('Inhalt').fill(headline);
    await editor.getByRole('button', { name: 'Speichern' }).click();
    await expect(editor.getByRole('heading', { name: headline })).toBeVisible();
    await expect(publicationState(page)).toHaveText('Entwurf mit Änderungen');

    // a visitor in a browser of their own gets the published page
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto(press);
    await expect(visitor.getByRole('main').getByRole('heading', { name: 'Presse', level: 2 })).toBeVisible();
    await expect(visitor.getByRole('main').getByText(headline)).toHaveCount(0);

    // the preview shows the draft as visitors will see it: no editor inside the page
    await page.getByRole('complementary', { name: 'Redaktion' }).getByRole('link', { name: 'Vorschau' }).click();
    await expect(page).toHaveURL(/\?preview=1$/);
    await expect(page.getByRole('main').getByRole('heading', { name: headline })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Seiteneditor' })).toHaveCount(0);
    await expect(page.getByText(/Vorschau des Entwurfs/)).toBeVisible();

    // planned a minute ahead of the server's clock
    const now = new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 60_000);
    await setServerClock(now);
    await publishFromToolbar(page, berlinInput(new Date(now.getTime() + 60_000)));
    await visitor.reload();
    await expect(visitor.getByRole('main').getByText(headline)).toHaveCount(0);

    // the time comes: the server publishes it by itself, and the visitor's next look has it
    await setServerClock(new Date(now.getTime() + 61_000));
    await expect.poll(async () => {
      await visitor.reload();
      return visitor.getByRole('main').getByRole('heading', { name: headline }).count();
    }, { timeout: 30_000 }).toBe(1);
    await page.reload();
    await expect(publicationState(page)).toHaveText('Veröffentlicht');
    await visitorContext.close();
  });
});
