import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';

export interface DbTarget {
  sqliteFile?: string;
  pgUrl?: string;
  pgSchema?: string;
  pgPool?: number;
  /** The servers' seat-lock timeout; the configured default when unset. */
  lockTimeoutMs?: number;
}

export interface CartServers {
  urls: string[];
  stop: () => Promise<void>;
}

/** Starts `count` api processes on one database (see cart-server.ts); resolves with their base URLs. */
export async function startCartServers(count: number, target: DbTarget): Promise<CartServers> {
  const env: NodeJS.ProcessEnv = { ...process.env, LOG: '0' };
  if (target.sqliteFile) env.SHOP_SQLITE_FILE = target.sqliteFile;
  if (target.pgUrl) env.SHOP_PG_URL = target.pgUrl;
  if (target.pgSchema) env.SHOP_PG_SCHEMA = target.pgSchema;
  if (target.pgPool) env.SHOP_PG_POOL = String(target.pgPool);
  if (target.lockTimeoutMs) env.SHOP_LOCK_TIMEOUT_MS = String(target.lockTimeoutMs);
  const children: ChildProcess[] = [];
  const stop = async () => {
    await Promise.all(children.map((child) => new Promise<void>((resolve) => {
      if (child.exitCode !== null || !child.connected) return resolve();
      child.once('exit', () => resolve());
      child.disconnect();
    })));
  };
  try {
    const urls = await Promise.all(Array.from({ length: count }, () => new Promise<string>((resolve, reject) => {
      const child = fork(path.join(__dirname, 'cart-server.ts'), [], { execArgv: ['--import', 'tsx'], env, cwd: path.join(__dirname, '..') });
      children.push(child);
      child.once('message', (message: { port: number }) => resolve(`http://127.0.0.1:${message.port}`));
      child.once('exit', (code) => reject(new Error(`cart server exited with ${code}`)));
    })));
    return { urls, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
