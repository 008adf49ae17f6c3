import fs from 'node:fs';
import path from 'node:path';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { buildServerRemote } from '../../helpers/server-remote-build';

const t = useWorkspaceTestApp();
let serverBuild = '';

beforeAll(() => {
  serverBuild = path.join(t.workspaceRoot, 'mf-programme', 'dist-server');
  buildServerRemote('mf-programme', serverBuild);
}, 120_000);

/** The document's body before its scripts: what a visitor without JavaScript reads. */
function rootHtml(html: string): string {
  return html.slice(html.indexOf('<div id="root">'), html.indexOf('</body>'));
}

function routeData(html: string): { slot: { module: string; data: { id: number; title: string } } | null } | null {
  const match = /<script type="application\/json" id="route-data"[^>]*>(.*?)<\/script>/s.exec(html);
  return match ? JSON.parse(match[1] as string) : null;
}

async function someEvent() {
  return t.db.kysely.selectFrom('events').selectAll().where('is_online', '=', 1).orderBy('id').executeTakeFirstOrThrow();
}

/** Moves the clock past the minute the server manifest is kept. */
let minutes = 0;
function aMinuteLater() {
  minutes += 2;
  t.setNow(new Date(Date.now() + minutes * 60_000));
}

test('an event document holds the event, rendered by the remote, and its data for hydration', async () => {
  const event = await someEvent();
  const res = await t.app.inject({ url: `/de/programm/${event.slug}/${event.id}` });
  expect(res.statusCode).toBe(200);
  expect(rootHtml(res.body)).toContain(`<h1 class="pg-title">${event.title_de}</h1>`);
  const data = routeData(res.body);
  expect(data?.slot?.module).toBe('mf_programme/event-detail');
  expect(data?.slot?.data.id).toBe(event.id);
});

test('a changed event shows in the next document', async () => {
  const event = await someEvent();
  await t.db.kysely.updateTable('events').set({ title_de: 'Ganz neuer Titel' }).where('id', '=', event.id).execute();
  const res = await t.app.inject({ url: `/de/programm/${event.slug}/${event.id}` });
  expect(rootHtml(res.body)).toContain('Ganz neuer Titel');
});

test('a remote whose server build throws gives the document without the slot', async () => {
  const event = await someEvent();
  fs.writeFileSync(path.join(serverBuild, 'remoteEntry.broken.js'), 'throw new Error("broken build");');
  const manifestFile = path.join(serverBuild, 'mf-manifest.json');
  const manifest = fs.readFileSync(manifestFile, 'utf8');
  fs.writeFileSync(manifestFile, manifest.replace(/remoteEntry\.[0-9a-f]+\.js/, 'remoteEntry.broken.js'));
  aMinuteLater();
  const res = await t.app.inject({ url: `/de/programm/${event.slug}/${event.id}` });
  expect(res.statusCode).toBe(200);
  expect(rootHtml(res.body)).not.toContain('pg-title');
  expect(routeData(res.body)).toBeNull();

  // The good build again: it takes effect without a restart, once the manifest is read again.
  fs.writeFileSync(manifestFile, manifest);
  aMinuteLater();
  const again = await t.app.inject({ url: `/de/programm/${event.slug}/${event.id}` });
  expect(rootHtml(again.body)).toContain('pg-title');
});

test('a remote with no server build gives the document without the slot', async () => {
  const event = await someEvent();
  fs.rmSync(serverBuild, { recursive: true });
  aMinuteLater();
  const res = await t.app.inject({ url: `/de/programm/${event.slug}/${event.id}` });
  expect(res.statusCode).toBe(200);
  expect(res.body).toContain('<div id="root"></div>');
  expect(routeData(res.body)).toBeNull();
});
