import autocannon from 'autocannon';
import type { BenchServer } from './bench-server-process';
import { progress } from './progress';
import { percentOf } from './report/bench-maths';
import type { LoadComparison, LoadKey, LoadRun } from './report/bench-types';
import { formatValue } from './report/figures';

export const CONNECTIONS = 50;

/** Counts the URLs a run asked for, to tell how many could not have been answered from a cache. */
export class UrlTally {
  private readonly seen = new Set<string>();
  private asked = 0;

  note(url: string): void {
    this.asked += 1;
    this.seen.add(url);
  }

  /** Percentage of the requests whose URL had not been asked before. */
  distinctShare(): number {
    return percentOf(this.seen.size, this.asked);
  }
}

/** An endpoint under load: the request sequence each autocannon connection repeats. */
export interface LoadSubject {
  key: LoadKey;
  name: string;
  /** The request as people read it in the report. */
  request: string;
  /** A fresh sequence for each run (runs must not share per-connection state such as carts). */
  requests: () => autocannon.Request[];
  tally?: UrlTally;
}

export interface RoundPlan {
  warmUpS: number;
  rounds: number;
  roundS: number;
}

/** A run's answers by HTTP status. */
export function answerMix(result: autocannon.Result): Record<string, number> {
  return Object.fromEntries(Object.entries(result.statusCodeStats).map(([status, { count }]) => [status, count]));
}

/** One autocannon run, with the server process's CPU time read before and after it. */
export async function loadRun(server: BenchServer, url: string, durationS: number, requests?: autocannon.Request[]): Promise<LoadRun> {
  const cpuBefore = await server.cpuMicros();
  const result = await autocannon({ url, connections: CONNECTIONS, duration: durationS, ...(requests ? { requests } : {}) });
  const cpu = (await server.cpuMicros()) - cpuBefore;
  return {
    rps: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    cpuUsPerRequest: cpu / Math.max(result.requests.total, 1),
    failed: result.non2xx + result.errors + result.timeouts,
    answers: answerMix(result),
    errors: result.errors + result.timeouts,
  };
}

/**
 * The endpoint and the hello-world take turns in short rounds after a warm-up of each: on a
 * shared machine one long run of each could land in different load.
 */
export async function compareWithHello(server: BenchServer, subject: LoadSubject, plan: RoundPlan): Promise<LoadComparison> {
  const measure = (durationS: number) => loadRun(server, server.appUrl, durationS, subject.requests());
  await loadRun(server, server.helloUrl, plan.warmUpS);
  await measure(plan.warmUpS);
  const hello: LoadRun[] = [];
  const measured: LoadRun[] = [];
  for (let round = 1; round <= plan.rounds; round += 1) {
    const base = await loadRun(server, server.helloUrl, plan.roundS);
    const run = await measure(plan.roundS);
    hello.push(base);
    measured.push(run);
    progress(`  ${subject.name}, round ${round}/${plan.rounds}: ${formatValue(run.rps, 'req/s')} ` +
      `(hello world ${formatValue(base.rps, 'req/s')}, ${formatValue(percentOf(run.rps, base.rps), '%')}), ` +
      `p99 ${formatValue(run.p99Ms, 'ms')}${run.failed ? `, ${run.failed} failed answers` : ''}`);
  }
  return {
    key: subject.key,
    name: subject.name,
    request: subject.request,
    hello,
    subject: measured,
    ...(subject.tally ? { distinctShare: subject.tally.distinctShare() } : {}),
  };
}
