import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';

const host = 'festival.example';
const t = useWorkspaceTestApp({ publicOrigin: `http://${host}` });

function decode(encoding: string | undefined, body: Buffer): string {
  if (encoding === 'br') return zlib.brotliDecompressSync(body).toString('utf8');
  if (encoding === 'gzip') return zlib.gunzipSync(body).toString('utf8');
  throw new Error(`not compressed: ${encoding}`);
}

async function get(url: string, acceptEncoding: string) {
  const res = await t.app.inject({ url, headers: { host, 'accept-encoding': acceptEncoding } });
  return { res, text: decode(res.headers['content-encoding'], res.rawPayload) };
}

/** A script chunk of a remote's build, larger than the smallest answer worth compressing. */
function writeChunk(name: string, content: string): string {
  const file = path.join(t.workspaceRoot, 'mf-programme', 'dist', name);
  fs.writeFileSync(file, content);
  return file;
}

const script = `export const names = [${Array.from({ length: 400 }, (_, i) => `"name-${i}"`).join(',')}];\n`;

test.each(['br', 'gzip'])('a document answers %s when the browser accepts it', async (encoding) => {
  const { res, text } = await get('/de/programm', `${encoding}, deflate`);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe(encoding);
  expect(res.headers.vary).toMatch(/accept-encoding/i);
  expect(text).toContain('<title>Programm und Karten | Literaturfestival Berlin</title>');
});

test('brotli is preferred when the browser accepts both', async () => {
  const { res } = await get('/de', 'gzip, deflate, br');
  expect(res.headers['content-encoding']).toBe('br');
});

test.each(['br', 'gzip'])('JSON answers %s', async (encoding) => {
  const { res, text } = await get('/de/api/events/?page_size=10', encoding);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-encoding']).toBe(encoding);
  expect(res.headers.vary).toMatch(/^accept-encoding$/i);
  expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
  expect(JSON.parse(text).results.length).toBeGreaterThan(0);
});

test.each(['br', 'gzip'])('a script of a build answers %s, compressed on the fly without a precompressed file', async (encoding) => {
  writeChunk('301.aa11bb22cc.js', script);
  const { res, text } = await get('/remotes/mf-programme/301.aa11bb22cc.js', encoding);
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/javascript/);
  expect(res.headers['content-encoding']).toBe(encoding);
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(text).toBe(script);
});

test.each([
  ['br', (data: string) => zlib.brotliCompressSync(data)],
  ['gzip', (data: string) => zlib.gzipSync(data)],
] as const)('the precompressed %s file of a build is sent as it was built', async (encoding, compress) => {
  const file = writeChunk('302.dd33ee44ff.js', script);
  // Marked, so that only the precompressed file can give this body.
  const built = compress(`${script}// precompressed\n`);
  fs.writeFileSync(`${file}.${encoding === 'br' ? 'br' : 'gz'}`, built);
  const res = await t.app.inject({ url: '/remotes/mf-programme/302.dd33ee44ff.js', headers: { host, 'accept-encoding': encoding } });
  expect(res.headers['content-encoding']).toBe(encoding);
  expect(res.rawPayload.equals(built)).toBe(true);
});

test('without Accept-Encoding the answer is plain', async () => {
  const res = await t.app.inject({ url: '/de/api/events/?page_size=10', headers: { host } });
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(res.json().results.length).toBeGreaterThan(0);
});

test('an answer smaller than the threshold is plain', async () => {
  const small = await t.app.inject({ url: '/readyz', headers: { host, 'accept-encoding': 'br' } });
  expect(small.statusCode).toBe(200);
  expect(small.headers['content-encoding']).toBeUndefined();
});
