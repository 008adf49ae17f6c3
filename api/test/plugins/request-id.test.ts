import { Writable } from 'node:stream';
import { buildApp } from '../../src/app';
import { loadConfig } from '../../src/config';
import { useTestApp } from '../helpers/test-app';

const t = useTestApp({ seed: false });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const KINDS: Array<[string, string, Record<string, string>, 'GET' | 'POST']> = [
  ['a JSON answer', '/api/events/', {}, 'GET'],
  ['a validation error', '/api/events/?page=abc', {}, 'GET'],
  ['a 404', '/api/nothing-here/', {}, 'GET'],
  ['a forged Host', '/remotes.json', { host: 'evil.example' }, 'GET'],
  ['a refused unsafe request', '/api/account/logout/', {}, 'POST'],
];

test.each(KINDS)('%s names a fresh request id', async (_kind, url, headers, method) => {
  const first = await t.app.inject({ method, url, headers });
  const second = await t.app.inject({ method, url, headers });
  expect(first.headers['x-request-id']).toMatch(UUID);
  expect(second.headers['x-request-id']).toMatch(UUID);
  expect(first.headers['x-request-id']).not.toBe(second.headers['x-request-id']);
});

test('a well-formed incoming X-Request-Id is kept', async () => {
  const res = await t.app.inject({ url: '/api/nothing-here/', headers: { 'x-request-id': 'lb-7f3a.2026:11-23_x' } });
  expect(res.statusCode).toBe(404);
  expect(res.headers['x-request-id']).toBe('lb-7f3a.2026:11-23_x');
});

test.each(['with space', 'x'.repeat(129), 'quote"d', 'line\u2028break', ''])('a malformed X-Request-Id %j is replaced', async (incoming) => {
  const res = await t.app.inject({ url: '/healthz', headers: { 'x-request-id': incoming } });
  expect(res.headers['x-request-id']).toMatch(UUID);
});

test('every log line of a request carries its id', async () => {
  const lines: Array<Record<string, unknown>> = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      callback();
    },
  });
  const app = await buildApp({ config: { ...loadConfig({}), publicOrigin: 'http://localhost' }, db: t.db, logger: { level: 'info', stream } });
  try {
    const ok = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'probe-1' } });
    const bad = await app.inject({ url: '/api/events/?page=abc' });
    const ids = [ok.headers['x-request-id'], bad.headers['x-request-id']];
    expect(lines.length).toBeGreaterThanOrEqual(4);
    for (const line of lines) expect(ids).toContain(line.reqId);
    expect(lines.filter((line) => line.reqId === 'probe-1').map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  } finally {
    await app.close();
  }
});
