import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import fc from 'fast-check';
import { useWorkspaceTestApp } from '../helpers/fake-workspace';
import { documentRequest, LEAKS, operationRequests, type HostileRequest, type OpenApiDocument } from '../helpers/hostile-requests';
import { signedIn, type Account } from '../helpers/editor-session';

/**
 * Hostile input over every operation of the OpenAPI document (and the document route), sent by an
 * anonymous visitor, a signed-in visitor and an editor in turn, so every handler behind the editor
 * guard sees it too: no answer is a 5xx, none shows a stack trace or SQL, every write the editor
 * made has its audit record, and the site still renders afterwards. Runs on SQLite and, with
 * TEST_DATABASE_URL, on PostgreSQL. The run counts are fixed; the seed is logged and can be set
 * with HOSTILE_SEED to replay a failure.
 */

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-hostile-uploads-'));
const t = useWorkspaceTestApp({ uploadDir });
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const CSRF = 'hostile-input-csrf-token-0123456789';
const ROLES = ['anonymous', 'visitor', 'editor'] as const;
type Role = (typeof ROLES)[number];
/**
 * Runs per operation: the editor's requests reach every handler; a visitor's request to one of the
 * editor's operations (about 240 of 300) stops at the guard, and one shows that it does. About 650
 * requests for each visitor and 2,400 for the editor.
 */
const EDITOR_RUNS = 8;
const VISITOR_RUNS = 6;
const GUARD_RUNS = 1;
const runsFor = (role: Role, op: { editorOnly: boolean }): number => {
  if (role === 'editor') return EDITOR_RUNS;
  return op.editorOnly ? GUARD_RUNS : VISITOR_RUNS;
};
const DOCUMENT_RUNS = 20;
/** The work is fixed: on PostgreSQL on a machine busy with other builds one role took up to 40 s. */
const ROLE_TIMEOUT_MS = 150_000;
const seed = Number(process.env.HOSTILE_SEED ?? Date.now() % 2 ** 31);

beforeAll(() => {
  console.info(`hostile-input seed ${seed} (replay with HOSTILE_SEED=${seed})`);
});

const switchOnline = async (): Promise<void> => {
  await t.db.kysely.updateTable('settings').set({ is_site_online: 1, is_shop_online: 1 }).where('id', '=', 1).execute();
};

/** The role's account, made anew when hostile input signed it out (logout, password change). */
async function accountFor(role: Role, current: Account | null, index: number): Promise<Account | null> {
  if (role === 'anonymous') return null;
  if (current) {
    const live = await t.db.kysely.selectFrom('sessions').select('session_key')
      .where('session_key', '=', current.session).where('expires_at', '>', t.app.clock().toISOString()).executeTakeFirst();
    if (live) return current;
  }
  return signedIn(t.db, `hostile-${role}-${index}`, role);
}

/** The audit records written since the last one seen must name a write of this editor. */
async function expectAudited(sent: HostileRequest, status: number, editor: Account, after: number): Promise<number> {
  const records = await t.db.kysely.selectFrom('audit_log').select(['id', 'user_id', 'action', 'entity_type'])
    .where('id', '>', after).orderBy('id').execute();
  if (!records.some((record) => record.user_id === editor.id && record.action !== '' && record.entity_type !== '')) {
    throw new Error(`${sent.method} ${sent.url} answered ${status} without an audit record naming the editor's write`);
  }
  return Math.max(...records.map((record) => record.id));
}

const latestAuditId = async (): Promise<number> =>
  (await t.db.kysely.selectFrom('audit_log').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0;

/** The documents' JSON-LD objects. */
const jsonLd = (html: string): Record<string, unknown>[] =>
  [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>);

/**
 * What a visitor opens first still renders: the home page and the programme, the first event of the
 * programme with its own JSON-LD, and every page of the tree through the page-editor api (as an
 * editor, who sees offline pages too). Valid writes may have changed or deleted any of them.
 */
async function expectSiteRenders(editor: Account): Promise<void> {
  for (const url of ['/de', '/en', '/de/programm', '/en/programme']) {
    const document = await t.app.inject({ url });
    expect([url, document.statusCode]).toEqual([url, 200]);
    expect(document.body).toMatch(/<title>[^<]+<\/title>/);
  }
  const events = await t.app.inject({ url: '/de/api/events/' });
  expect(events.statusCode).toBe(200);
  const [event] = events.json<{ results: { events: { name: string; link: string }[] }[] }>().results.flatMap((day) => day.events);
  if (!event) throw new Error('the programme shows no event');
  const eventPage = await t.app.inject({ url: event.link });
  expect([event.link, eventPage.statusCode]).toEqual([event.link, 200]);
  expect(jsonLd(eventPage.body)).toContainEqual(expect.objectContaining({ '@type': 'Event', name: event.name }));

  const nav = await t.app.inject({ url: '/de/pageeditor-api/nav' });
  expect(nav.statusCode).toBe(200);
  const pages = await t.db.kysely.selectFrom('pages').select(['id', 'url_de', 'url_en']).execute();
  expect(pages.length).toBeGreaterThan(0);
  for (const page of pages) {
    for (const [locale, url] of [['de', page.url_de], ['en', page.url_en]] as const) {
      const path = url === '' ? '' : `/${url.split('/').map(encodeURIComponent).join('/')}`;
      const answer = await t.app.inject({ url: `/${locale}/pageeditor-api/page${path}`, cookies: { sessionid: editor.session } });
      expect([page.id, locale, answer.statusCode]).toEqual([page.id, locale, 200]);
      expect(answer.json()).toMatchObject({ id: page.id });
    }
  }
}

test.each(ROLES)('as %s: no client input gives a 5xx or leaks internals; the api and the site stay healthy', async (role) => {
  const operations = operationRequests(t.app.swagger() as unknown as OpenApiDocument);
  expect(operations.length).toBeGreaterThan(50);
  const families = [
    ...operations.map((op) => ({ ...op, runs: runsFor(role, op) })),
    { name: 'documents', arbitrary: documentRequest, examples: [], editorOnly: false, write: false, answersExisting: false, runs: DOCUMENT_RUNS },
  ];
  const seen = new Set<number>();
  let account: Account | null = null;
  let lastAudit = await latestAuditId();
  let wroteSinceCheck = true;

  for (const [index, family] of families.entries()) {
    // Each family starts from a site and shop that are online and an account that is signed in: an
    // earlier family's valid writes may have switched them off (then documents and the cart answer
    // 503 by design) or signed the account out.
    if (wroteSinceCheck) {
      await switchOnline();
      account = await accountFor(role, account, index);
      wroteSinceCheck = false;
    }
    const signedInAs = account;
    await fc.assert(fc.asyncProperty(family.arbitrary, fc.ipV4(), async (sent, remoteAddress) => {
      const res = await t.app.inject({
        method: sent.method as 'GET',
        url: sent.url,
        payload: sent.payload,
        headers: { ...sent.headers, 'x-csrftoken': CSRF },
        cookies: { csrftoken: CSRF, ...(signedInAs ? { sessionid: signedInAs.session } : {}) },
        remoteAddress,
      });
      seen.add(res.statusCode);
      if (res.statusCode >= 500) throw new Error(`${sent.method} ${sent.url} answered ${res.statusCode}: ${res.body.slice(0, 300)}`);
      const leak = LEAKS.find((pattern) => pattern.test(res.body));
      if (leak) throw new Error(`${sent.method} ${sent.url} answered ${res.statusCode} with ${leak}: ${res.body.slice(0, 300)}`);
      const succeeded = res.statusCode >= 200 && res.statusCode < 300;
      if (family.write && succeeded) wroteSinceCheck = true;
      const wrote = family.write && succeeded && !(family.answersExisting && res.statusCode === 200);
      if (role === 'editor' && signedInAs && family.editorOnly && wrote) {
        lastAudit = await expectAudited(sent, res.statusCode, signedInAs, lastAudit);
      }
    }), { numRuns: family.runs, seed, endOnFailure: true, examples: family.examples.map((sent) => [sent, '192.0.2.1']) });
  }

  // The mix reached past validation, not only 400s.
  expect([...seen].some((status) => status >= 200 && status < 300)).toBe(true);
  expect(seen.has(400)).toBe(true);

  await switchOnline();
  expect((await t.app.inject({ url: '/api/events/' })).statusCode).toBe(200);
  expect((await t.app.inject({ url: '/api/search/?query=lesung' })).statusCode).toBe(200);
  await expectSiteRenders(await signedIn(t.db, `hostile-${role}-reader`, 'editor'));
}, ROLE_TIMEOUT_MS);
