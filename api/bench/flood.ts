import autocannon from 'autocannon';
import { href } from '@festival/shared/routes/route-table';
import { answerMix } from './load-runner';
import { anotherDay } from './load-subjects';
import { progress } from './progress';
import type { FloodMeasurement, FloodRun } from './report/bench-types';
import { formatValue } from './report/figures';

/** One client asking for new programme documents without pause, as a scraper or an attack would. */
export const FLOOD_CONNECTIONS = 20;
/** A few visitors reading an event page others have read a moment before (answered from the document cache). */
const VISITOR_CONNECTIONS = 4;
const BROWSER = { 'accept-encoding': 'gzip, deflate, br, zstd' };
// The bench server trusts X-Forwarded-For: the flooder and the visitors are two addresses of the benchmarking range.
const FLOODER = { ...BROWSER, 'x-forwarded-for': '198.19.255.254' };
const VISITOR = { ...BROWSER, 'x-forwarded-for': '198.19.255.1' };

/** The flood's URLs: a parameter no page reads, or a day of the programme, new each request. */
function floodRequests(kind: FloodRun['kind']): autocannon.Request[] {
  const programme = href('events', {}, 'de');
  let sequence = 0;
  return [{
    method: 'GET',
    headers: FLOODER,
    setupRequest: (request) => {
      sequence += 1;
      const query = kind === 'unknown-parameter' ? `x=${sequence}` : anotherDay(sequence);
      return { ...request, path: `${programme}?${query}` };
    },
  }];
}

const visitorRun = (url: string, path: string, seconds: number) =>
  autocannon({ url, connections: VISITOR_CONNECTIONS, duration: seconds, requests: [{ method: 'GET', path, headers: VISITOR }] });

/**
 * The visitor's cached event page alone, then beside each flood for the same time: the visitor's
 * p99 during a flood over its p99 alone shows what one client's new URLs cost everyone else.
 */
export async function measureFlood(url: string, eventPath: string, seconds: number): Promise<FloodMeasurement> {
  await visitorRun(url, eventPath, 1);
  const alone = await visitorRun(url, eventPath, seconds);
  progress(`  visitor alone on ${eventPath}: p50 ${formatValue(alone.latency.p50, 'ms')}, p99 ${formatValue(alone.latency.p99, 'ms')}`);
  const runs: FloodRun[] = [];
  for (const kind of ['unknown-parameter', 'programme-day'] as const) {
    const [flood, visitor] = await Promise.all([
      autocannon({ url, connections: FLOOD_CONNECTIONS, duration: seconds, requests: floodRequests(kind) }),
      visitorRun(url, eventPath, seconds),
    ]);
    const run: FloodRun = {
      kind,
      visitorP50Ms: visitor.latency.p50,
      visitorP99Ms: visitor.latency.p99,
      visitorFailed: visitor.non2xx + visitor.errors + visitor.timeouts,
      floodRps: flood.requests.average,
      floodAnswers: answerMix(flood),
      floodErrors: flood.errors + flood.timeouts,
    };
    runs.push(run);
    progress(`  flood (${kind}): visitor p50 ${formatValue(run.visitorP50Ms, 'ms')}, p99 ${formatValue(run.visitorP99Ms, 'ms')}; ` +
      `flooder ${formatValue(run.floodRps, 'req/s')}, answers ${JSON.stringify(run.floodAnswers)}`);
  }
  return { seconds, eventPath, visitorConnections: VISITOR_CONNECTIONS, floodConnections: FLOOD_CONNECTIONS, aloneP50Ms: alone.latency.p50, aloneP99Ms: alone.latency.p99, runs };
}
