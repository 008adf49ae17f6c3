import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { exitOf, killApi, startApi } from '../helpers/api-process';

/** The server on an empty SQLite file in `dir`. */
function startServer(dir: string) {
  return startApi({ DATABASE_URL: '', SQLITE_FILE: path.join(dir, 'site.sqlite'), UPLOAD_DIR: path.join(dir, 'uploads'), SEED: '0' });
}

/** A GET on a new connection: its status, or the error when the connection is refused. */
function getOnNewConnection(url: string): Promise<number | Error> {
  return new Promise((resolve) => {
    http.get(url, { agent: false }, (response) => {
      response.resume();
      response.on('end', () => resolve(response.statusCode ?? 0));
    }).on('error', resolve);
  });
}

/** Resolves once a new connection is refused, or answered 503 by a server that is closing. */
async function refused(origin: string): Promise<void> {
  for (;;) {
    const outcome = await getOnNewConnection(`${origin}/healthz`);
    // Not instanceof Error: node's errors come from another realm than the test's.
    if (typeof outcome !== 'number' || outcome === 503) return;
  }
}

let dir: string;
let server: ReturnType<typeof startServer> | undefined;

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-shutdown-'));
});

afterEach(async () => {
  if (server) await killApi(server.child);
  fs.rmSync(dir, { recursive: true, force: true });
});

test('on SIGTERM the server stops accepting, finishes the request in flight and exits 0', async () => {
  server = startServer(dir);
  const origin = await server.origin();
  expect(await getOnNewConnection(`${origin}/readyz`)).toBe(200);

  // A sign-in whose body is still on its way: the server has the request, not yet its end.
  const body = JSON.stringify({ email: 'nobody@example.org', password: 'not-the-password' });
  const agent = new http.Agent({ keepAlive: true });
  const request = http.request(`${origin}/api/account/login/`, {
    method: 'POST',
    agent,
    headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body), cookie: 'csrftoken=t0ken', 'x-csrftoken': 't0ken' },
  });
  const answered = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      let text = '';
      response.on('data', (chunk: Buffer) => (text += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
    });
    request.on('error', reject);
  });
  request.write(body.slice(0, 10));
  await server.logged((line) => line.msg === 'incoming request' && line.req?.url === '/api/account/login/');

  const exited = exitOf(server.child);
  server.child.kill('SIGTERM');
  await server.logged((line) => line.msg === 'shutting down');
  await refused(origin);

  request.end(body.slice(10));
  const answer = await answered;
  expect(answer.status).toBeGreaterThanOrEqual(400);
  expect(answer.status).toBeLessThan(500);
  expect(JSON.parse(answer.body)).toHaveProperty('detail');
  expect(await exited).toBe(0);
  await server.logged((line) => line.msg === 'shut down');
  agent.destroy();
}, 60_000);
