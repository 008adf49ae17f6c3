import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { adminPaths } from '@festival/shared/api-schemas/admin';
import { MEDIA_IMAGES_PATH } from '@festival/shared/api-schemas/media';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { useTestApp } from '../../helpers/test-app';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-admin-media-'));
const t = useTestApp({ configOverrides: { uploadDir: path.join(root, 'uploads'), workspaceRoot: root } });
const CSRF = 'editor-test-csrf-token-0123456789abcd';
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'bilder', 'editor');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

async function uploadPicture(): Promise<string> {
  const png = await sharp({ create: { width: 800, height: 600, channels: 3, background: { r: 20, g: 90, b: 160 } } }).png().toBuffer();
  const boundary = '----adminmediaboundary0815';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nPorträt im Garten\r\n`),
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="portrait.png"\r\nContent-Type: application/octet-stream\r\n\r\n`),
    png, Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const res = await t.app.inject({
    method: 'POST', url: `/de${MEDIA_IMAGES_PATH}`, payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, 'x-csrftoken': CSRF },
    cookies: { csrftoken: CSRF, sessionid: editor.session },
  });
  expect(res.statusCode).toBe(201);
  return res.json().image as string;
}

test('a picture from the media upload becomes a person\'s image, and the author page serves it from the media pipeline', async () => {
  const image = await uploadPicture();
  const person = (await call(t.app, 'GET', adminPaths.item('persons', 1), { session: editor.session })).json();
  const res = await call(t.app, 'PATCH', adminPaths.item('persons', 1), { session: editor.session, payload: { image, bio_de: '<p>Neu im Garten.</p>', revision: person.revision } });
  expect(res.statusCode).toBe(200);

  const detail = (await t.app.inject({ url: '/de/api/persons/1/' })).json();
  expect(detail).toMatchObject({ image_obj: expect.objectContaining({ url: expect.stringContaining(image) }) });
  expect(JSON.stringify(detail)).toContain('Neu im Garten.');
  const served = await t.app.inject({ url: `${image}?w=640` });
  expect(served.statusCode).toBe(200);
  expect((await sharp(served.rawPayload).metadata()).width).toBe(640);

  const notMedia = await call(t.app, 'PATCH', adminPaths.item('persons', 1), { session: editor.session, payload: { image: 'https://evil.example/x.jpg', revision: person.revision + 1 } });
  expect(notMedia.json()).toMatchObject({ field: 'image' });
});
