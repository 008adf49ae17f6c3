import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';

/**
 * Programme list against a Fastify hello-world on the same machine, at 50 connections: first on
 * the seeded festival, then with the events table grown to 100,000. Targets: at least 40 % of
 * the hello-world throughput, p99 at most 25 ms, and p99 with 100,000 events within 1.5 times
 * the p99 with the seed's events.
 * On a shared machine one long run of each can land in different load, so after a warm-up the
 * two take turns in short rounds and each figure is the median of the rounds. The servers run
 * in a child process (events-bench-server.ts) whose CPU time is read around every run: CPU per
 * answered request does not depend on how busy the machine is, and its ratio is the throughput
 * share the list would reach where the server has a core to itself.
 * Run: corepack pnpm --filter @festival/api bench
 */
const CONNECTIONS = 50;
const WARM_UP_S = 3;
const ROUND_S = 5;
const ROUNDS = 3;
const TARGET_EVENTS = 100_000;
const EVENTS_PATH = '/de/api/events/?page=1&page_size=10&type=1&genre=2';

const MIN_THROUGHPUT_SHARE = 0.4;
const MAX_P99_MS = 25;
const MAX_P99_GROWTH = 1.5;

interface Measure { rps: number; p99: number; cpuUsPerRequest: number }

/** The benchmark's servers, asked over IPC. */
class Servers {
  private nextId = 1;
  private readonly waiting = new Map<number, (value: unknown) => void>();

  private constructor(private readonly child: ChildProcess, readonly appUrl: string, readonly helloUrl: string) {
    child.on('message', (message: { id: number; value: unknown }) => {
      this.waiting.get(message.id)?.(message.value);
      this.waiting.delete(message.id);
    });
  }

  static start(sqliteFile: string): Promise<Servers> {
    const child = fork(path.join(__dirname, 'events-bench-server.ts'), [], {
      execArgv: ['--import', 'tsx'], env: { ...process.env, BENCH_SQLITE_FILE: sqliteFile, LOG: '0' }, cwd: path.join(__dirname, '..'),
    });
    return new Promise((resolve, reject) => {
      child.once('message', (message: { value: { appUrl: string; helloUrl: string } }) => resolve(new Servers(child, message.value.appUrl, message.value.helloUrl)));
      child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
    });
  }

  ask<T>(command: { cmd: 'cpu' } | { cmd: 'grow'; target: number }): Promise<T> {
    const id = this.nextId++;
    return new Promise((resolve) => {
      this.waiting.set(id, resolve as (value: unknown) => void);
      this.child.send({ id, ...command });
    });
  }

  async cpuMicros(): Promise<number> {
    const usage = await this.ask<NodeJS.CpuUsage>({ cmd: 'cpu' });
    return usage.user + usage.system;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => {
      if (this.child.exitCode !== null) return resolve();
      this.child.once('exit', () => resolve());
      this.child.disconnect();
    });
  }
}

async function run(servers: Servers, url: string, duration: number): Promise<Measure> {
  const cpuBefore = await servers.cpuMicros();
  const result = await autocannon({ url, connections: CONNECTIONS, duration });
  const cpu = (await servers.cpuMicros()) - cpuBefore;
  if (result.errors > 0 || result.timeouts > 0) throw new Error(`${url}: ${result.errors} errors, ${result.timeouts} timeouts`);
  if (result.non2xx > 0) throw new Error(`${url}: ${result.non2xx} answers were not 2xx`);
  return { rps: result.requests.average, p99: result.latency.p99, cpuUsPerRequest: cpu / Math.max(result.requests.total, 1) };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const medianOf = (measures: Measure[]): Measure => ({
  rps: median(measures.map((m) => m.rps)), p99: median(measures.map((m) => m.p99)), cpuUsPerRequest: median(measures.map((m) => m.cpuUsPerRequest)),
});

interface Phase { hello: Measure; events: Measure; share: number; cpuShare: number; rounds: string[] }

async function measure(servers: Servers): Promise<Phase> {
  const eventsUrl = servers.appUrl + EVENTS_PATH;
  await run(servers, servers.helloUrl, WARM_UP_S);
  await run(servers, eventsUrl, WARM_UP_S);
  const hellos: Measure[] = [];
  const lists: Measure[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    hellos.push(await run(servers, servers.helloUrl, ROUND_S));
    lists.push(await run(servers, eventsUrl, ROUND_S));
  }
  const hello = medianOf(hellos);
  const events = medianOf(lists);
  return {
    hello, events,
    share: median(lists.map((list, index) => list.rps / hellos[index]!.rps)),
    cpuShare: hello.cpuUsPerRequest / events.cpuUsPerRequest,
    rounds: lists.map((list, index) => `${hellos[index]!.rps.toFixed(0)}/${list.rps.toFixed(0)} req/s, p99 ${hellos[index]!.p99}/${list.p99} ms`),
  };
}

const verdict = (ok: boolean) => (ok ? 'PASS' : 'OVER');
const load = () => os.loadavg().map((l) => l.toFixed(1)).join(' ');

function report(label: string, phase: Phase): void {
  const row = (name: string, m: Measure) =>
    `  ${name.padEnd(12)} ${m.rps.toFixed(0).padStart(7)} req/s   p99 ${String(m.p99).padStart(4)} ms   ${m.cpuUsPerRequest.toFixed(0).padStart(5)} µs CPU per request`;
  console.log(`\n${label} (median of ${ROUNDS} rounds of ${ROUND_S} s each)`);
  console.log(row('hello world', phase.hello));
  console.log(row('events list', phase.events));
  console.log(`  rounds       hello/events: ${phase.rounds.join(';  ')}`);
  console.log(`  throughput   ${(phase.share * 100).toFixed(0)} % of hello world (target >= ${MIN_THROUGHPUT_SHARE * 100} %)   ${verdict(phase.share >= MIN_THROUGHPUT_SHARE)}`);
  console.log(`  CPU share    ${(phase.cpuShare * 100).toFixed(0)} % (hello world's CPU per request over the list's; the share without other load)   ${verdict(phase.cpuShare >= MIN_THROUGHPUT_SHARE)}`);
  console.log(`  p99          ${phase.events.p99} ms (target <= ${MAX_P99_MS} ms)   ${verdict(phase.events.p99 <= MAX_P99_MS)}`);
}

async function main(): Promise<void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-bench-'));
  const servers = await Servers.start(path.join(dir, 'bench.sqlite'));
  try {
    const listed = (await (await fetch(servers.appUrl + EVENTS_PATH)).json()) as { count: number };
    if (!(listed.count > 0)) throw new Error(`${EVENTS_PATH} lists no events: nothing to measure`);
    console.log(`${CONNECTIONS} connections, GET ${EVENTS_PATH} (${listed.count} matching events)`);
    console.log(`${os.cpus().length} cores, load average ${load()} (other work on the machine moves every req/s and p99 figure)`);
    const seeded = await measure(servers);
    report('seeded festival', seeded);
    const started = Date.now();
    await servers.ask({ cmd: 'grow', target: TARGET_EVENTS });
    console.log(`\ngrew the events table to ${TARGET_EVENTS} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const grown = await measure(servers);
    report(`grown programme (${TARGET_EVENTS} events)`, grown);
    const growth = grown.events.p99 / Math.max(seeded.events.p99, 1);
    console.log(`\np99 grown / seeded: ${growth.toFixed(2)} (target <= ${MAX_P99_GROWTH})   ${verdict(growth <= MAX_P99_GROWTH)}`);
    console.log(`load average at the end ${load()}`);
  } finally {
    await servers.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
