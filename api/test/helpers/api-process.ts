import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import readline from 'node:readline';

const API_DIR = path.resolve(__dirname, '..', '..');

export interface LogLine {
  msg?: string;
  reqId?: string;
  req?: { url?: string };
}

export interface ApiProcess {
  child: ChildProcess;
  /** Resolves with the first log line (already written or still to come) that passes the test. */
  logged: (test: (line: LogLine) => boolean) => Promise<LogLine>;
  /** http://127.0.0.1:<port> once the server listens. */
  origin: () => Promise<string>;
}

/** The server as `npm start` runs it, on a free port of 127.0.0.1, its JSON log parsed; `env` adds to the test's own. */
export function startApi(env: NodeJS.ProcessEnv): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_DIR,
    env: { ...process.env, PORT: '0', HOST: '127.0.0.1', LOG: '1', REDIS_URL: '', ...env },
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
  const logged = (test: (line: LogLine) => boolean) => new Promise<LogLine>((resolve) => {
    const seen = lines.find(test);
    if (seen) resolve(seen);
    else waiters.push({ test, resolve });
  });
  const origin = async () => {
    const listening = await logged((line) => /^Server listening at http:\/\/127\.0\.0\.1:\d+$/.test(line.msg ?? ''));
    return (listening.msg ?? '').replace('Server listening at ', '');
  };
  return { child, logged, origin };
}

export function exitOf(child: ChildProcess): Promise<number | null> {
  if (child.exitCode !== null) return Promise.resolve(child.exitCode);
  return once(child, 'exit').then(([code]) => code as number | null);
}

/** Ends a process the test started, unless it has exited already. */
export async function killApi(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGKILL');
  await exitOf(child);
}
