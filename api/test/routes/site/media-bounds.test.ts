import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MediaFiles } from '../../../src/services/media/media-files';
import { UploadedOriginals } from '../../../src/services/media/uploaded-originals';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';

/** Anonymous clients get bounded work from /media: known names only, fixed widths, a capped cache. */

const t = useWorkspaceTestApp();
const cacheDir = () => path.join(t.workspaceRoot, 'api', 'data', 'media-cache');
const cachedFiles = () => (fs.existsSync(cacheDir()) ? fs.readdirSync(cacheDir()) : []);

test('a name no content uses answers 404 and renders nothing', async () => {
  for (const file of ['invented-picture.avif', 'event-999999.jpg', 'person-0.webp']) {
    const res = await t.app.inject({ url: `/media/${file}?w=1536` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'No such image' });
  }
  expect(cachedFiles().filter((file) => file.startsWith('invented-') || file.startsWith('event-999999'))).toEqual([]);
});

test('names from the programme, the pages\' modules and the share picture are rendered', async () => {
  const event = await t.db.kysely.selectFrom('events').select('image').where('image', 'is not', null).executeTakeFirstOrThrow();
  for (const url of [`${event.image}?w=320`, '/media/modules-hero.jpg?w=320', '/media/festival-share.jpg?w=320']) {
    expect((await t.app.inject({ url })).statusCode).toBe(200);
  }
});

test('a name an editor adds is rendered after the change is announced', async () => {
  const url = '/media/neues-plakat.jpg?w=320';
  expect((await t.app.inject({ url })).statusCode).toBe(404);
  await t.db.kysely.updateTable('series').set({ image: '/media/neues-plakat.jpg' }).where('id', '=', 1).execute();
  await t.app.changes.publish('programme', { entity: 'series', ids: [1] });
  expect((await t.app.inject({ url })).statusCode).toBe(200);
});

test('a width outside the fixed list is refused before any work', async () => {
  const res = await t.app.inject({ url: '/media/modules-hero.jpg?w=1537' });
  expect(res.statusCode).toBe(400);
});

test('the cache stays under its byte cap, dropping the least recently used picture first', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-media-cap-'));
  try {
    const probe = new MediaFiles(dir, new UploadedOriginals(path.join(dir, 'uploads')), Number.MAX_SAFE_INTEGER);
    const size = (await probe.get('cap-a', 'jpg', 320))!.length + (await probe.get('cap-b', 'jpg', 320))!.length;
    fs.rmSync(dir, { recursive: true, force: true });

    // Room for about two of these pictures.
    const files = new MediaFiles(dir, new UploadedOriginals(path.join(dir, 'uploads')), Math.ceil(size * 1.2));
    await files.get('cap-a', 'jpg', 320);
    await files.get('cap-b', 'jpg', 320);
    await files.get('cap-a', 'jpg', 320); // a is now the most recently used
    await files.get('cap-c', 'jpg', 320);
    expect(fs.readdirSync(dir).sort()).toEqual(['cap-a-320.jpg', 'cap-c-320.jpg']);
    expect(await files.cachedBytes()).toBeLessThanOrEqual(Math.ceil(size * 1.2));
    const onDisk = fs.readdirSync(dir).reduce((sum, file) => sum + fs.statSync(path.join(dir, file)).size, 0);
    expect(await files.cachedBytes()).toBe(onDisk);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});

test('a restarted api counts what the folder already holds', async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-media-restart-'));
  try {
    const first = new MediaFiles(dir, new UploadedOriginals(path.join(dir, 'uploads')), Number.MAX_SAFE_INTEGER);
    const a = (await first.get('old-a', 'jpg', 320))!;
    const again = new MediaFiles(dir, new UploadedOriginals(path.join(dir, 'uploads')), a.length);
    await again.get('old-b', 'jpg', 320);
    expect(fs.readdirSync(dir)).toEqual(['old-b-320.jpg']);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
