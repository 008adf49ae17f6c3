import { FieldValidationError, StaleWriteError } from '../../../src/services/editing/editor-errors';
import { runEditorWrite, type EditorWriteContext } from '../../../src/services/editing/write-pipeline';
import { signedIn } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const t = useTestApp({ seed: false });
let ctx: EditorWriteContext;
beforeAll(async () => {
  const { id } = await signedIn(t.db, 'rita', 'editor');
  const user = await t.db.kysely.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
  ctx = { db: t.db, changes: t.app.changes, user, locale: 'en', now: new Date('2026-11-23T12:00:00Z'), lockTimeoutMs: 200 };
});

const audits = () => t.db.kysely.selectFrom('audit_log').selectAll().orderBy('id').execute();
const rows = () => t.db.kysely.selectFrom('error_log').select(['url']).orderBy('id').execute();

test('a body that breaks a rule answers 400 before anything is saved, audited or announced', async () => {
  const heard: unknown[] = [];
  const end = t.app.changes.subscribe('settings', (change) => { heard.push(change); });
  let saved = false;
  const write = runEditorWrite(ctx, {
    validate: () => [{ field: 'children.0.headline', message: 'required' }, { field: 'items', message: 'blogItems', values: { min: 1, max: 8 } }],
    sanitize: () => null,
    async save() { saved = true; return { result: null, audit: { action: 'x', entityType: 'y', entityId: 1, summary: {} }, announce: [] }; },
  });
  await expect(write).rejects.toBeInstanceOf(FieldValidationError);
  await expect(write).rejects.toMatchObject({
    statusCode: 400,
    answer: { detail: 'children.0.headline: This field is required!', field: 'children.0.headline', errors: [{ field: 'children.0.headline', message: 'required' }, { field: 'items', message: 'blogItems' }] },
  });
  end();
  expect([saved, heard, await audits()]).toEqual([false, [], []]);
});

test('the sanitised input is saved with its audit record in one transaction, then announced, then answered', async () => {
  const order: string[] = [];
  const end = t.app.changes.subscribe('settings', async () => {
    order.push(`announced, stored: ${(await rows()).length}, audited: ${(await audits()).length}`);
  });
  const result = await runEditorWrite(ctx, {
    validate: () => [],
    sanitize: () => ({ url: '/de/neu', created_at: '2026-11-23T12:00:00.000Z' }),
    async save(tx, input) {
      order.push(`saved ${input.url}`);
      await tx.insertInto('error_log').values(input).execute();
      return { result: 'done', audit: { action: 'log.create', entityType: 'log', entityId: 7, summary: { url: input.url } }, announce: [{ topic: 'settings', change: {} }] };
    },
  });
  order.push(`answered ${result}`);
  end();
  expect(order).toEqual(['saved /de/neu', 'announced, stored: 1, audited: 1', 'answered done']);
  expect(await audits()).toEqual([expect.objectContaining({
    user_id: ctx.user.id, action: 'log.create', entity_type: 'log', entity_id: 7,
    summary: JSON.stringify({ url: '/de/neu' }), created_at: '2026-11-23T12:00:00.000Z',
  })]);
});

test('a save that fails (a stale write) leaves nothing behind and announces nothing', async () => {
  const heard: unknown[] = [];
  const end = t.app.changes.subscribe('settings', (change) => { heard.push(change); });
  const before = { stored: (await rows()).length, audits: (await audits()).length };
  await expect(runEditorWrite(ctx, {
    validate: () => [],
    sanitize: () => ({ url: '/de/weg', created_at: '2026-11-23T12:00:00.000Z' }),
    async save(tx, input) {
      await tx.insertInto('error_log').values(input).execute();
      throw new StaleWriteError({ revision: 4, changedAt: '2026-11-23T11:00:00.000Z', changedBy: { username: 'jonas', first_name: 'Jonas', last_name: 'Jahn' } }, 'de');
    },
  })).rejects.toMatchObject({
    statusCode: 409,
    answer: { revision: 4, changed_by: { username: 'jonas' }, detail: 'Inzwischen geändert von Jonas Jahn am Mo., 23. November 2026, 12:00\u00a0Uhr. Neu laden zeigt die aktuelle Fassung.' },
  });
  end();
  expect({ stored: (await rows()).length, audits: (await audits()).length, heard }).toEqual({ ...before, heard: [] });
});
