import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { UploadedImage } from '@festival/shared/api-schemas/media';
import { signedIn, type Account } from '../../helpers/editor-session';
import { expectSchema } from '../../helpers/expect-schema';
import { useTestApp } from '../../helpers/test-app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-media-'));
const uploadDir = path.join(root, 'uploads');
const t = useTestApp({ configOverrides: { uploadDir, workspaceRoot: root } });
const CSRF = 'media-test-csrf-token-0123456789abcdef';
let editor: Account;
let reader: Account;

beforeAll(async () => {
  editor = await signedIn(t.db, 'bildredaktion', 'editor');
  reader = await signedIn(t.db, 'leserin', 'visitor');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const picture = (width: number, height: number, colour = { r: 200, g: 20, b: 20 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } });

interface Part { name: string; value: string | Buffer; filename?: string }

function multipart(parts: Part[]) {
  const boundary = '----festivalmediaboundary4711';
  const chunks = parts.flatMap((part) => [
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${part.name}"${part.filename ? `; filename="${part.filename}"\r\nContent-Type: application/octet-stream` : ''}\r\n\r\n`),
    Buffer.isBuffer(part.value) ? part.value : Buffer.from(part.value),
    Buffer.from('\r\n'),
  ]);
  return { payload: Buffer.concat([...chunks, Buffer.from(`--${boundary}--\r\n`)]), contentType: `multipart/form-data; boundary=${boundary}` };
}

function upload(parts: Part[], options: { session?: string; csrf?: boolean } = { session: editor.session }) {
  const { payload, contentType } = multipart(parts);
  return t.app.inject({
    method: 'POST', url: '/de/api/media/images/', payload,
    headers: { 'content-type': contentType, ...(options.csrf === false ? {} : { 'x-csrftoken': CSRF }) },
    cookies: { csrftoken: CSRF, ...(options.session ? { sessionid: options.session } : {}) },
  });
}

const file = (data: Buffer, filename = 'bild.png'): Part => ({ name: 'file', value: data, filename });
const storedNames = () => (fs.existsSync(path.join(uploadDir, 'images')) ? fs.readdirSync(path.join(uploadDir, 'images')) : []);

test('an editor uploads a picture with alt text and copyright; it is stored, audited and answered as module fields', async () => {
  const png = await picture(1600, 1000).png().toBuffer();
  const res = await upload([{ name: 'alt', value: 'Lesung im Hof' }, file(png), { name: 'copyright', value: '© Festival' }]);
  expect(res.statusCode).toBe(201);
  const image = res.json();
  expectSchema(UploadedImage, image);
  expect(image).toMatchObject({
    image: expect.stringMatching(/^\/media\/upload-[0-9a-f]{32}\.jpg$/),
    image_obj: { alt: 'Lesung im Hof', copyright: '© Festival', width: 1600, height: 1000 },
    image_thumbnails: { small: `${image.image}?w=640`, medium: `${image.image}?w=1024`, large: `${image.image}?w=1536` },
  });
  const row = await t.db.kysely.selectFrom('media_images').selectAll().where('id', '=', image.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ mime_type: 'image/png', user_id: editor.id, alt: 'Lesung im Hof' });
  const audit = await t.db.kysely.selectFrom('audit_log').selectAll().where('entity_type', '=', 'media_image').where('entity_id', '=', image.id).execute();
  expect(audit).toEqual([expect.objectContaining({ action: 'media.upload', user_id: editor.id })]);
});

test('the uploaded picture itself is served at every breakpoint as jpg, webp and avif', async () => {
  const png = await picture(1600, 1000, { r: 10, g: 160, b: 30 }).png().toBuffer();
  const { image } = (await upload([file(png), { name: 'alt', value: 'Grün' }])).json();
  const base = image.replace(/\.jpg$/, '');
  for (const [format, mime, sharpFormat] of [['jpg', 'image/jpeg', 'jpeg'], ['webp', 'image/webp', 'webp'], ['avif', 'image/avif', 'heif']] as const) {
    const res = await t.app.inject({ url: `${base}.${format}?w=640` });
    expect([format, res.statusCode, res.headers['content-type']]).toEqual([format, 200, mime]);
    const meta = await sharp(res.rawPayload).metadata();
    expect(meta).toMatchObject({ format: sharpFormat, width: 640, height: 400 });
  }
  const { data } = await sharp((await t.app.inject({ url: `${image}?w=320` })).rawPayload).raw().toBuffer({ resolveWithObject: true });
  expect([data[0]! < 40, data[1]! > 130, data[2]! < 60]).toEqual([true, true, true]);
});

test('a small picture is never enlarged, and a turned photo is measured upright', async () => {
  const small = (await upload([file(await picture(500, 300).jpeg().toBuffer(), 'klein.jpg'), { name: 'alt', value: 'Klein' }])).json();
  expect((await sharp((await t.app.inject({ url: `${small.image}?w=1536` })).rawPayload).metadata()).width).toBe(500);

  const turned = await picture(400, 200).jpeg().withMetadata({ orientation: 6 }).toBuffer();
  const upright = (await upload([file(turned, 'hoch.jpg'), { name: 'alt', value: 'Hochformat' }])).json();
  expect(upright.image_obj).toMatchObject({ width: 200, height: 400 });
  expect(await sharp((await t.app.inject({ url: `${upright.image}?w=320` })).rawPayload).metadata()).toMatchObject({ width: 200, height: 400 });
});

test('only editors upload, and only with the CSRF header', async () => {
  const png = await picture(20, 20).png().toBuffer();
  const parts = [file(png), { name: 'alt', value: 'x' }];
  const before = storedNames().length;
  for (const [options, status] of [[{}, 401], [{ session: reader.session }, 403], [{ session: editor.session, csrf: false }, 403]] as const) {
    const res = await upload(parts, options);
    expect([options, res.statusCode]).toEqual([options, status]);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  }
  expect(storedNames().length).toBe(before);
});

test('a file that is no picture, a broken picture, no file or no alt text is a 400 naming the field; nothing is kept', async () => {
  const png = await picture(20, 20).png().toBuffer();
  const exe = Buffer.concat([Buffer.from('4d5a90000300000004000000ffff0000', 'hex'), Buffer.alloc(300)]);
  const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>');
  const cases: Array<[Part[], string, string]> = [
    [[file(exe, 'bild.png'), { name: 'alt', value: 'x' }], 'file', 'Bild (JPEG, PNG, WebP, GIF oder AVIF) bis 10 MB'],
    [[file(svg, 'bild.svg'), { name: 'alt', value: 'x' }], 'file', 'bis 10 MB'],
    [[file(png.subarray(0, 40)), { name: 'alt', value: 'x' }], 'file', 'bis 10 MB'],
    // Cut off inside the PNG header: too short for its type to be read.
    [[file(png.subarray(0, 12)), { name: 'alt', value: 'x' }], 'file', 'bis 10 MB'],
    [[{ name: 'alt', value: 'x' }], 'file', 'erforderlich'],
    [[file(png), { name: 'alt', value: '   ' }], 'alt', 'Alternativtext'],
    [[file(png), { name: 'alt', value: 'x' }, { name: 'copyright', value: 'c'.repeat(301) }], 'copyright', '300'],
  ];
  const rows = async () => (await t.db.kysely.selectFrom('media_images').select('id').execute()).length;
  const [rowsBefore, filesBefore] = [await rows(), storedNames().length];
  for (const [parts, field, text] of cases) {
    const res = await upload(parts);
    expect([field, res.statusCode]).toEqual([field, 400]);
    expect(res.json()).toMatchObject({ field, detail: expect.stringContaining(text) });
  }
  expect([await rows(), storedNames().length]).toEqual([rowsBefore, filesBefore]);
  const plain = await t.app.inject({
    method: 'POST', url: '/de/api/media/images/', payload: { file: 'x' },
    headers: { 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF, sessionid: editor.session },
  });
  expect([plain.statusCode, plain.json().field]).toEqual([400, 'file']);
});

test('a body the multipart parser cannot read is a 400, as on the forms\' upload route', async () => {
  const bodies = [
    { type: 'multipart/form-data', payload: '' },
    { type: 'multipart/form-data; boundary=', payload: '--\r\n' },
    { type: 'multipart/form-data; boundary=x', payload: 'not a multipart body' },
  ];
  for (const { type, payload } of bodies) {
    const answers = await Promise.all(['/de/api/media/images/', '/de/api/temp-files/'].map(async (url) => {
      const res = await t.app.inject({
        method: 'POST', url, payload, headers: { 'content-type': type, 'x-csrftoken': CSRF }, cookies: { csrftoken: CSRF, sessionid: editor.session },
      });
      return [res.statusCode, res.json()];
    }));
    expect(answers[0]).toEqual([400, { detail: expect.stringMatching(/^Malformed multipart\/form-data: /) }]);
    expect(answers[1]).toEqual(answers[0]);
  }
});

test('a picture of a few MB is taken: the upload reads with its own limit, not the parser\'s default of 1 MB', async () => {
  const noise = Buffer.from(Array.from({ length: 1200 * 1000 * 3 }, (_, i) => (i * 7919) % 251));
  const png = await sharp(noise, { raw: { width: 1200, height: 1000, channels: 3 } }).png({ compressionLevel: 0 }).toBuffer();
  expect(png.length).toBeGreaterThan(3 * 1024 * 1024);
  expect((await upload([{ name: 'alt', value: 'Rauschen' }, file(png)])).statusCode).toBe(201);
});

test('a file over 10 MB is refused with 413 naming the file', async () => {
  const big = Buffer.concat([await picture(20, 20).png().toBuffer(), Buffer.alloc(10 * 1024 * 1024)]);
  const res = await upload([{ name: 'alt', value: 'Groß' }, file(big)]);
  expect(res.statusCode).toBe(413);
  expect(res.json()).toMatchObject({ field: 'file' });
});

test('an upload name that was never uploaded is 404, not a generated picture', async () => {
  expect((await t.app.inject({ url: `/media/upload-${'0'.repeat(32)}.jpg` })).statusCode).toBe(404);
});

test('the upload is in the OpenAPI document', async () => {
  const doc = (await t.app.inject({ url: '/api/openapi.json' })).json() as { paths: Record<string, Record<string, unknown>> };
  const operations = doc.paths['/api/media/images/'] as { post: { requestBody: { content: Record<string, { schema: { required: string[] } }> } } };
  expect(Object.keys(operations).sort()).toEqual(['get', 'post']);
  expect(operations.post.requestBody.content['multipart/form-data']?.schema.required).toEqual(['file', 'alt']);
});
