import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import type { TicketedEvent } from './ticketed-event';

type Command = { cmd: 'cpu' } | { cmd: 'memory' } | { cmd: 'event-count' } | { cmd: 'grow'; target: number } | { cmd: 'ticketed-event' };
export type ServerCommand = Command & { id: number };

interface Reply { id: number; value?: unknown; error?: string }

/** The bench's server process (bench-server.ts), asked over IPC. */
export class BenchServer {
  private nextId = 1;
  private readonly waiting = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();

  private constructor(private readonly child: ChildProcess, readonly appUrl: string, readonly helloUrl: string) {
    child.on('message', (reply: Reply) => {
      const waiter = this.waiting.get(reply.id);
      this.waiting.delete(reply.id);
      if (reply.error === undefined) waiter?.resolve(reply.value);
      else waiter?.reject(new Error(`bench server: ${reply.error}`));
    });
    child.on('exit', (code) => {
      for (const waiter of this.waiting.values()) waiter.reject(new Error(`bench server exited with ${code}`));
      this.waiting.clear();
    });
  }

  /**
   * Starts the server process with `env` on top of this process's environment, and with Node's
   * options in BENCH_NODE_ARGS, if set (say "--cpu-prof --cpu-prof-dir=/tmp/prof" for a profile).
   */
  static start(env: Record<string, string>): Promise<BenchServer> {
    const nodeArgs = process.env.BENCH_NODE_ARGS?.split(' ').filter(Boolean) ?? [];
    const child = fork(path.join(__dirname, 'bench-server.ts'), [], {
      execArgv: ['--import', 'tsx', ...nodeArgs], env: { ...process.env, ...env }, cwd: path.join(__dirname, '..'),
    });
    return new Promise((resolve, reject) => {
      child.once('message', (reply: { value: { appUrl: string; helloUrl: string } }) =>
        resolve(new BenchServer(child, reply.value.appUrl, reply.value.helloUrl)));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code} before it listened`)));
    });
  }

  private ask<T>(command: Command): Promise<T> {
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.waiting.set(id, { resolve: resolve as (value: unknown) => void, reject });
      this.child.send({ id, ...command });
    });
  }

  async cpuMicros(): Promise<number> {
    const usage = await this.ask<NodeJS.CpuUsage>({ cmd: 'cpu' });
    return usage.user + usage.system;
  }

  async rssBytes(): Promise<number> {
    return (await this.ask<NodeJS.MemoryUsage>({ cmd: 'memory' })).rss;
  }

  eventCount(): Promise<number> {
    return this.ask({ cmd: 'event-count' });
  }

  growEvents(target: number): Promise<void> {
    return this.ask({ cmd: 'grow', target });
  }

  ticketedEvent(): Promise<TicketedEvent> {
    return this.ask({ cmd: 'ticketed-event' });
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.disconnect();
    });
  }
}
