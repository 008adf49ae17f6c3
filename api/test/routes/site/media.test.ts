import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';
import { cropRect } from '../../../src/services/media/media-files';

const t = useWorkspaceTestApp();
const cacheDir = () => path.join(t.workspaceRoot, 'api', 'data', 'media-cache');


test.each([320, 640, 768, 1024, 1280, 1536])('renders a 16:10 jpg %i px wide', async (width) => {
  const res = await t.app.inject({ url: `/media/event-7.jpg?w=${width}` });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  const meta = await sharp(res.rawPayload).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width, height: Math.round((width * 10) / 16) });
});

test('without a width the picture is 1280 px wide', async () => {
  const res = await t.app.inject({ url: '/media/venue-alte-muenze.webp' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/webp');
  expect((await sharp(res.rawPayload).metadata()).width).toBe(1280);
});

test('avif is rendered too', async () => {
  const res = await t.app.inject({ url: '/media/person-3.avif?w=320' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toBe('image/avif');
  expect((await sharp(res.rawPayload).metadata()).format).toBe('heif');
});

test('the same name gives the same picture, another name another one', async () => {
  const a = await t.app.inject({ url: '/media/series-nachtlese.jpg?w=320' });
  fs.rmSync(path.join(cacheDir(), 'series-nachtlese-320.jpg'));
  const again = await t.app.inject({ url: '/media/series-nachtlese.jpg?w=320' });
  const other = await t.app.inject({ url: '/media/series-erstlinge.jpg?w=320' });
  expect(Buffer.compare(a.rawPayload, again.rawPayload)).toBe(0);
  expect(Buffer.compare(a.rawPayload, other.rawPayload)).not.toBe(0);
});

test('a rendered picture is cached on disk and read from there', async () => {
  const first = await t.app.inject({ url: '/media/production-4.jpg?w=640' });
  const file = path.join(cacheDir(), 'production-4-640.jpg');
  expect(Buffer.compare(fs.readFileSync(file), first.rawPayload)).toBe(0);
  fs.writeFileSync(file, Buffer.from('cached bytes'));
  const second = await t.app.inject({ url: '/media/production-4.jpg?w=640' });
  expect(second.rawPayload.toString()).toBe('cached bytes');
});

test.each(['100', '1279', '2000', 'abc'])('width %s is a 400', async (w) => {
  const res = await t.app.inject({ url: `/media/event-1.jpg?w=${w}` });
  expect(res.statusCode).toBe(400);
  expect(res.json()).toEqual({ detail: expect.any(String) });
});

test.each(['Event-1.jpg', 'event_1.jpg', 'event-1.png', 'event-1', '-event.jpg', '..%2Fsecret.jpg', 'a.b.jpg'])('%s is a 404', async (file) => {
  const res = await t.app.inject({ url: `/media/${file}` });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toEqual({ detail: expect.any(String) });
});

test('a picture carries an ETag; asking again with it answers 304 without a body', async () => {
  const first = await t.app.inject({ url: '/media/event-2.avif?w=640' });
  const etag = first.headers.etag as string;
  expect(etag).toMatch(/^"[\w-]+"$/);
  const again = await t.app.inject({ url: '/media/event-2.avif?w=640', headers: { 'if-none-match': etag } });
  expect(again.statusCode).toBe(304);
  expect(again.rawPayload.length).toBe(0);
  const other = await t.app.inject({ url: '/media/event-2.webp?w=640', headers: { 'if-none-match': etag } });
  expect(other.statusCode).toBe(200);
  expect(other.headers.etag).not.toBe(etag);
});

test.each(['jpg', 'webp', 'avif'] as const)('%s comes at exactly the requested breakpoint width', async (format) => {
  const res = await t.app.inject({ url: `/media/venue-alte-muenze.${format}?w=768` });
  expect(res.statusCode).toBe(200);
  expect((await sharp(res.rawPayload).metadata()).width).toBe(768);
});

describe('self-hosted video', () => {
  const url = '/media/video/festival-rueckblick.mp4';

  test('is a real MP4 served whole, with byte ranges offered', async () => {
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('video/mp4');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(res.rawPayload.subarray(4, 8).toString()).toBe('ftyp');
  });

  test('answers a byte range with 206 and the matching slice', async () => {
    const whole = (await t.app.inject({ url })).rawPayload;
    const part = await t.app.inject({ url, headers: { range: 'bytes=4-7' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 4-7/${whole.length}`);
    expect(part.rawPayload.toString()).toBe('ftyp');
    const tail = await t.app.inject({ url, headers: { range: 'bytes=-10' } });
    expect(Buffer.compare(tail.rawPayload, whole.subarray(whole.length - 10))).toBe(0);
  });

  test('a range past the end is a 416', async () => {
    const res = await t.app.inject({ url, headers: { range: 'bytes=99999999-' } });
    expect(res.statusCode).toBe(416);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });

  test.each(['missing.mp4', '..%2Fpackage.json', 'Festival.mp4', 'festival-rueckblick.webm'])('%s is a 404', async (file) => {
    const res = await t.app.inject({ url: `/media/video/${file}` });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: expect.any(String) });
  });
});

test('?ratio= crops to that aspect at the width asked for; a ratio or focal point it does not know is refused', async () => {
  for (const [ratio, height] of [['share', 336], ['1x1', 640], ['16x9', 360], ['4x3', 480]] as const) {
    const res = await t.app.inject({ url: `/media/event-7.jpg?w=640&ratio=${ratio}&fx=50&fy=50` });
    expect(res.statusCode).toBe(200);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ width: 640, height });
  }
  for (const query of ['ratio=2x1', 'ratio=share&fx=101', 'ratio=share&fy=-1', 'ratio=share&fx=0.5']) {
    const res = await t.app.inject({ url: `/media/event-7.jpg?w=640&${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(expect.objectContaining({ detail: expect.any(String) }));
  }
});

test('the crop is the largest of its ratio, moved towards the focal point as far as the edges allow', () => {
  expect(cropRect(800, 500, 1, { x: 0.5, y: 0.5 })).toEqual({ left: 150, top: 0, width: 500, height: 500 });
  expect(cropRect(800, 500, 1, { x: 0.95, y: 0.5 })).toEqual({ left: 300, top: 0, width: 500, height: 500 });
  expect(cropRect(800, 500, 1, { x: 0.05, y: 0.5 })).toEqual({ left: 0, top: 0, width: 500, height: 500 });
  expect(cropRect(400, 800, 16 / 9, { x: 0.5, y: 0.2 })).toEqual({ left: 0, top: 48, width: 400, height: 225 });
  expect(cropRect(400, 800, 16 / 9, { x: 0.5, y: 1 })).toEqual({ left: 0, top: 575, width: 400, height: 225 });
});
