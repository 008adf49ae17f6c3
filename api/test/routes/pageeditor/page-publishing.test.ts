import type { Page } from '@festival/shared/api-schemas/content';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import { buildApp } from '../../../src/app';
import { loadConfig } from '../../../src/config';
import { publishDuePages } from '../../../src/services/pageeditor/page-publishing';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const NOW = new Date('2026-12-05T09:00:00Z');
const t = useTestApp({ now: NOW });
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'paula', 'editor', { first: 'Paula', last: 'Plan' });
});
afterEach(() => t.setNow(NOW));

const PATH = 'festival/besuch-planen';
const draftOf = async (): Promise<Page> => (await call(t.app, 'GET', `/de/pageeditor-api/page/${PATH}?draft=1`, { session: editor.session })).json();
const visitorsText = async (): Promise<string> => (await t.app.inject({ url: `/de/pageeditor-api/page/${PATH}` })).body;
const visitorsModules = async (): Promise<unknown> => ((await t.app.inject({ url: `/de/pageeditor-api/page/${PATH}` })).json() as Page).modules;
const send = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => call(t.app, method, url, { session: editor.session, payload });

async function writeText(content: string): Promise<Page> {
  const page = await draftOf();
  const text = page.modules.find((m) => m.model === 'Text')!;
  expect((await send('PUT', `/de/pageeditor-api/text/${text.id}/`, { ...MODULE_EXAMPLES.Text, content, revision: page.revision })).statusCode).toBe(200);
  return draftOf();
}

test('publishing names the revision the editor saw; a stale one, an unreadable time or an unknown page is refused', async () => {
  const page = await writeText('<p>Eisvogel am Kanal.</p>');
  const stale = await send('POST', `/de/pageeditor-api/publish/${page.id}/`, { revision: page.revision - 1 });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toEqual(expect.objectContaining({ revision: page.revision, changed_by: expect.objectContaining({ username: 'paula' }) }));
  const unreadable = await send('POST', `/de/pageeditor-api/publish/${page.id}/`, { revision: page.revision, at: 'morgen' });
  expect(unreadable.statusCode).toBe(400);
  expect(unreadable.json()).toEqual(expect.objectContaining({ field: 'at' }));
  // the api's clock decides what is past: NOW is the test's, not the machine's
  const past = await send('POST', `/de/pageeditor-api/publish/${page.id}/`, { revision: page.revision, at: NOW.toISOString() });
  expect(past.statusCode).toBe(400);
  expect(past.json()).toEqual(expect.objectContaining({ field: 'at' }));
  expect((await send('POST', '/de/pageeditor-api/publish/999999/', { revision: 1 })).statusCode).toBe(404);
  expect(await visitorsText()).not.toContain('Eisvogel');

  const published = await send('POST', `/de/pageeditor-api/publish/${page.id}/`, { revision: page.revision });
  expect(published.json()).toEqual({ state: 'published', published_at: NOW.toISOString(), publish_at: null });
  expect(await visitorsText()).toContain('Eisvogel');
  const versions = (await call(t.app, 'GET', `/de/pageeditor-api/versions/${page.id}/`, { session: editor.session })).json() as Array<{ action: string }>;
  expect(versions[0]).toEqual(expect.objectContaining({ action: 'page.publish' }));
});

test('a planned publication happens at its time without a request, once, on one of two instances', async () => {
  const page = await writeText('<p>Kormorane auf der Insel.</p>');
  const at = new Date(NOW.getTime() + 60_000);
  const planned = await send('POST', `/de/pageeditor-api/publish/${page.id}/`, { revision: page.revision, at: '2026-12-05T10:01:00+01:00' });
  expect(planned.json()).toEqual({ state: 'scheduled', published_at: expect.anything(), publish_at: at.toISOString() });
  expect((await draftOf()).publication).toEqual(expect.objectContaining({ state: 'scheduled', publish_at: at.toISOString() }));
  expect(await publishDuePages(t.db.kysely, t.app.changes, NOW)).toEqual([]);
  expect(await visitorsText()).not.toContain('Kormorane');

  const later = new Date(at.getTime() + 1000);
  const [first, second] = await Promise.all([publishDuePages(t.db.kysely, t.app.changes, later), publishDuePages(t.db.kysely, t.app.changes, later)]);
  expect([...first, ...second]).toEqual([page.id]);
  t.setNow(later);
  expect(await visitorsText()).toContain('Kormorane');
  expect((await draftOf()).publication).toEqual({ state: 'published', published_at: later.toISOString(), publish_at: null });
});

test('the scheduler of a starting instance publishes what is due by its clock, with no request', async () => {
  const page = await writeText('<p>Graureiher im Nebel.</p>');
  await send('POST', `/de/pageeditor-api/publish/${page.id}/`, { revision: page.revision, at: new Date(NOW.getTime() + 5 * 60_000).toISOString() });
  const other = await buildApp({ config: { ...loadConfig({}), publicOrigin: 'http://localhost' }, db: t.db, clock: () => new Date(NOW.getTime() + 6 * 60_000) });
  try {
    await other.ready();
    expect(await visitorsText()).toContain('Graureiher');
  } finally {
    await other.close();
  }
});

test('dropping takes the planned publication away first, then the draft; with neither there is nothing to drop', async () => {
  const before = await visitorsModules();
  const page = await writeText('<p>Haubentaucher.</p>');
  await send('POST', `/de/pageeditor-api/publish/${page.id}/`, { revision: page.revision, at: new Date(NOW.getTime() + 3_600_000).toISOString() });
  const unplanned = await send('DELETE', `/de/pageeditor-api/publish/${page.id}/?revision=${page.revision}`);
  expect(unplanned.json().publication).toEqual(expect.objectContaining({ state: 'draft', publish_at: null }));
  expect(await publishDuePages(t.db.kysely, t.app.changes, new Date(NOW.getTime() + 7_200_000))).toEqual([]);

  const dropped = await send('DELETE', `/de/pageeditor-api/publish/${page.id}/?revision=${page.revision}`);
  expect(dropped.statusCode).toBe(200);
  expect(dropped.json()).toEqual(expect.objectContaining({ revision: page.revision + 1, publication: expect.objectContaining({ state: 'published' }) }));
  const draft = await draftOf();
  expect(JSON.stringify(draft.modules)).not.toContain('Haubentaucher');
  expect(await visitorsModules()).toEqual(before);
  expect((await send('DELETE', `/de/pageeditor-api/publish/${page.id}/?revision=${draft.revision}`)).statusCode).toBe(409);
});
