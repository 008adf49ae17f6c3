import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { MediaImage, MediaImageDetail, MediaImageInUse, MediaImagePage, type UploadedImage } from '@festival/shared/api-schemas/media';
import { MODULE_EXAMPLES } from '@festival/shared/testing/module-examples';
import type { Page } from '@festival/shared/api-schemas/content';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';
import { testNow } from '../../helpers/test-clock';

/** The media library: every upload kept with its texts and focal point, found again, deleted only when unused. */
const root = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-library-'));
const uploadDir = path.join(root, 'uploads');
const t = useTestApp({ configOverrides: { uploadDir, workspaceRoot: root } });
let editor: Account;
let reader: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'mediathek', 'editor', { first: 'Mia', last: 'Thek' });
  reader = await signedIn(t.db, 'leser', 'visitor');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

/** The stored name of an upload, from its address. */
const nameOf = (image: UploadedImage) => /upload-[0-9a-f]{32}/.exec(image.image)![0];

async function upload(alt: string, copyright = '', picture?: Buffer): Promise<UploadedImage> {
  const png = picture ?? await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 20, g: 120, b: 200 } } }).png().toBuffer();
  const boundary = '----library4711';
  const part = (name: string, value: string | Buffer, filename?: string) => Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"${filename ? `; filename="${filename}"\r\nContent-Type: image/png` : ''}\r\n\r\n`),
    Buffer.isBuffer(value) ? value : Buffer.from(value), Buffer.from('\r\n'),
  ]);
  const payload = Buffer.concat([part('alt', alt), part('copyright', copyright), part('file', png, 'bild.png'), Buffer.from(`--${boundary}--\r\n`)]);
  const res = await t.app.inject({
    method: 'POST', url: '/de/api/media/images/', payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': 'library-csrf-0123456789abcdef' },
    cookies: { csrftoken: 'library-csrf-0123456789abcdef', sessionid: editor.session },
  });
  expect(res.statusCode).toBe(201);
  return res.json();
}

const list = async (query = '') => {
  const res = await call(t.app, 'GET', `/de/api/media/images/${query}`, { session: editor.session });
  expect(res.statusCode).toBe(200);
  expectSchema(MediaImagePage, res.json());
  return res.json() as MediaImagePage;
};

test('the library lists uploads newest first with their texts and focal point, and finds them by alt text, copyright or name', async () => {
  const first = await upload('Lesung im Hof', '© Anna Bild');
  t.setNow(new Date(testNow().getTime() + 60_000));
  const second = await upload('Bühne 100% hell_dunkel');
  t.setNow(testNow());
  const all = await list();
  expect(all.results.slice(0, 2).map((image) => image.id)).toEqual([second.id, first.id]);
  expect(all.results[1]).toMatchObject({ name: nameOf(first), image_obj: { alt: 'Lesung im Hof', copyright: '© Anna Bild', width: 800, height: 500 }, focal_x: 0.5, focal_y: 0.5 });
  expect((await list('?q=hof')).results.map((image) => image.id)).toEqual([first.id]);
  expect((await list('?q=ANNA')).results.map((image) => image.id)).toEqual([first.id]);
  expect((await list(`?q=${nameOf(first).slice(-10)}`)).results.map((image) => image.id)).toEqual([first.id]);
  // % and _ are letters in a search, not patterns
  expect((await list('?q=100%25')).results.map((image) => image.id)).toEqual([second.id]);
  expect((await list('?q=1_0')).results).toEqual([]);
  expect((await list('?page=999')).results).toEqual([]);
  for (const session of [undefined, reader.session]) {
    expect((await call(t.app, 'GET', '/de/api/media/images/', { session })).statusCode).toBe(session ? 403 : 401);
  }
});

test('an editor sets alt text, copyright and the focal point; out-of-range and empty values are refused', async () => {
  const image = await upload('Vorher');
  const res = await call(t.app, 'PATCH', `/de/api/media/images/${image.id}/`, { session: editor.session, payload: { alt: ' Nachher ', focal_x: 0.2, focal_y: 0.75 } });
  expect(res.statusCode).toBe(200);
  expectSchema(MediaImage, res.json());
  expect(res.json()).toMatchObject({ focal_x: 0.2, focal_y: 0.75, image_obj: { alt: 'Nachher' } });
  for (const payload of [{ focal_x: 1.5 }, { focal_y: -0.1 }, { alt: '' }, {}, { width: 10 }]) {
    const refused = await call(t.app, 'PATCH', `/de/api/media/images/${image.id}/`, { session: editor.session, payload });
    expect([payload, refused.statusCode]).toEqual([payload, 400]);
  }
  expect((await call(t.app, 'PATCH', '/de/api/media/images/999999/', { session: editor.session, payload: { alt: 'x' } })).statusCode).toBe(404);
  expect((await list()).results.find((entry) => entry.id === image.id)).toMatchObject({ focal_x: 0.2, focal_y: 0.75 });
});

test('a used picture shows with its focal point and answers 409 naming the page that uses it; an unused one is deleted with its original', async () => {
  const unused = await upload('Ungenutzt');
  const used = await upload('Genutzt');
  const page = (await call(t.app, 'GET', '/de/pageeditor-api/page/festival/ueber-uns?draft=1', { session: editor.session })).json() as Page;
  const created = await call(t.app, 'POST', '/de/pageeditor-api/image/', {
    session: editor.session,
    payload: { ...MODULE_EXAMPLES.Image, image: used.image, image_alt: 'Genutzt', parent: { type: 'page', id: page.id }, position: 0, revision: page.revision },
  });
  expect(created.statusCode).toBe(201);

  // the focal point set once travels with every use of the picture
  expect((await call(t.app, 'PATCH', `/de/api/media/images/${used.id}/`, { session: editor.session, payload: { focal_x: 0.25, focal_y: 0.8 } })).statusCode).toBe(200);
  const shown = (await call(t.app, 'GET', '/de/pageeditor-api/page/festival/ueber-uns?draft=1', { session: editor.session })).json() as Page;
  expect(shown.modules[0]).toMatchObject({ model: 'Image', image_obj: { url: used.image, focus: { x: 0.25, y: 0.8 } } });

  // the library's own page reads one picture with its uses
  const detail = await call(t.app, 'GET', `/de/api/media/images/${used.id}/`, { session: editor.session });
  expect(detail.statusCode).toBe(200);
  expectSchema(MediaImageDetail, detail.json());
  expect(detail.json()).toMatchObject({ id: used.id, focal_x: 0.25, focal_y: 0.8, uses: [{ kind: 'page', id: page.id, title: 'Über uns' }] });
  expect((await call(t.app, 'GET', `/de/api/media/images/${unused.id}/`, { session: editor.session })).json().uses).toEqual([]);
  expect((await call(t.app, 'GET', `/de/api/media/images/${used.id}/`, { session: reader.session })).statusCode).toBe(403);
  expect((await call(t.app, 'GET', '/de/api/media/images/999999/', { session: editor.session })).statusCode).toBe(404);

  const refused = await call(t.app, 'DELETE', `/de/api/media/images/${used.id}/`, { session: editor.session });
  expect(refused.statusCode).toBe(409);
  expectSchema(MediaImageInUse, refused.json());
  expect(refused.json().uses).toEqual([{ kind: 'page', id: page.id, title: 'Über uns' }]);
  expect(fs.existsSync(path.join(uploadDir, 'images', nameOf(used)))).toBe(true);

  expect((await call(t.app, 'DELETE', `/de/api/media/images/${unused.id}/`, { session: editor.session })).statusCode).toBe(204);
  expect(fs.existsSync(path.join(uploadDir, 'images', nameOf(unused)))).toBe(false);
  expect((await list()).results.some((entry) => entry.id === unused.id)).toBe(false);
  expect((await call(t.app, 'DELETE', `/de/api/media/images/${unused.id}/`, { session: editor.session })).statusCode).toBe(404);
});

test('a crop of an uploaded picture keeps its focal point in view: moved to the right, the right half fills it', async () => {
  const picture = await sharp({ create: { width: 800, height: 500, channels: 3, background: { r: 220, g: 0, b: 0 } } })
    .composite([{ input: { create: { width: 400, height: 500, channels: 3, background: { r: 0, g: 0, b: 220 } } }, left: 400, top: 0 }])
    .png().toBuffer();
  const { id, image } = await upload('Rot und Blau', '', picture);
  /** The colour a quarter into the square crop, as red minus blue. */
  const quarterIn = async (fx: number) => {
    const res = await t.app.inject({ url: `${image.replace(/\?.*$/, '')}?w=320&ratio=1x1&fx=${fx}&fy=50` });
    expect(res.statusCode).toBe(200);
    const { data, info } = await sharp(res.rawPayload).raw().toBuffer({ resolveWithObject: true });
    expect([info.width, info.height]).toEqual([320, 320]);
    const at = (160 * info.width + 80) * info.channels;
    return data[at]! - data[at + 2]!;
  };
  // the middle point: the crop is x 150–650 of 800, a quarter in is red
  expect(await quarterIn(50)).toBeGreaterThan(100);
  expect((await call(t.app, 'PATCH', `/de/api/media/images/${id}/`, { session: editor.session, payload: { focal_x: 0.95 } })).statusCode).toBe(200);
  // moved right: the crop is x 300–800, a quarter in is blue
  expect(await quarterIn(95)).toBeLessThan(-100);
});
