import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';

const API_DIR = path.resolve(__dirname, '..', '..');

interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { url?: string };
}

/** The server as `npm start` runs it, on a free port with an empty SQLite file, its JSON log parsed. */
function startServer(dir: string) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: {
      ...process.env,
      PORT: '0', HOST: '127.0.0.1', DATABASE_URL: '',
      SQLITE_FILE: path.join(dir, 'site.sqlite'), UPLOAD_DIR: path.join(dir, 'uploads'), SEED: '0', LOG: '1',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const lines: LogLine[] = [];
  const waiters: Array<{ test: (line: LogLine) => boolean; resolve: (line: LogLine) => void }> = [];
  readline.createInterface({ input: child.stdout! }).on('line', (text) => {
    let line: LogLine;
    try {
      line = JSON.parse(text);
    } catch {
      return;
    }
    lines.push(line);
    for (const waiter of waiters.filter((w) => w.test(line))) {
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve(line);
    }
  });
  /** Resolves with the first log line (already written or still to come) that passes the test. */
  const logged = (test: (line: LogLine) => boolean) => new Promise<LogLine>((resolve) => {
    const seen = lines.find(test);
    if (seen) resolve(seen);
    else waiters.push({ test, resolve });
  });
  return { child, logged };
}

function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return once(child, 'exit').then(([code]) => code as number | null);
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
  if (server && server.child.exitCode === null && server.child.signalCode === null) {
    server.child.kill('SIGKILL');
    await exitOf(server.child);
  }
  fs.rmSync(dir, { recursive: true, force: true });
});

test('on SIGTERM the server stops accepting, finishes the request in flight and exits 0', async () => {
  server = startServer(dir);
  const listening = await server.logged((line) => /^Server listening at http:\/\/127\.0\.0\.1:\d+$/.test(line.msg ?? ''));
  const origin = (listening.msg ?? '').replace('Server listening at ', '');
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
