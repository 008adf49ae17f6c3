/**
 * Which tasks make a page's total blocking time in Lighthouse: its simulation multiplies each
 * main-thread task of its unthrottled load by the CPU slowdown (lantern), so every task of at
 * least 50 ms / slowdown counts, by (slowdown × its length − 50) ms. From the trace of each run
 * this lists those tasks after the first contentful paint, with the events inside them that took
 * longest (scripts compiled and evaluated, timers, promise callbacks, layout).
 *
 *   node --import tsx scripts/lighthouse-long-tasks.ts <origin> <path> [<path> …] [--runs N] [--slowdown X]
 *
 * Without --slowdown the CPU is calibrated as `npm run bench` does it (lighthouse-pages.ts).
 */
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import { CHROMIUM_PATH, LAUNCHER_CHROMIUM_ARGS } from '../fixtures/chromium';
import { calibrateCpu } from './lighthouse-pages';

interface TraceEvent {
  name: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  args?: { data?: { url?: string }; beginData?: { url?: string } };
}

/** The events inside a task worth naming: what ran (scripts, callbacks) and what the page drew. */
const INNER_EVENTS = new Set([
  'EvaluateScript', 'v8.compile', 'FunctionCall', 'TimerFire', 'RunMicrotasks', 'EventDispatch', 'FireAnimationFrame',
  'ParseHTML', 'ParseAuthorStyleSheet', 'UpdateLayoutTree', 'Layout', 'PrePaint', 'Paint', 'MinorGC', 'MajorGC',
]);

const pathOf = (url: string) => url.replace(/^https?:\/\/[^/]+/, '');

/** The tasks after first paint that Lighthouse counts at this slowdown, each as one line. */
function countedTasks(events: TraceEvent[], url: string, slowdown: number): { lines: string[]; countedMs: number } {
  const parse = events.find((event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(url));
  if (!parse) throw new Error(`the trace holds no parse of ${url}`);
  const thread = events.filter((event) => event.pid === parse.pid && event.tid === parse.tid).sort((a, b) => a.ts - b.ts);
  const fcp = events.find((event) => event.name === 'firstContentfulPaint' && event.pid === parse.pid)?.ts ?? parse.ts;
  const minUs = (50 / slowdown) * 1000;
  const lines: string[] = [];
  let countedMs = 0;
  for (const task of thread.filter((event) => event.name === 'RunTask' && event.ts >= fcp && (event.dur ?? 0) >= minUs)) {
    const end = task.ts + (task.dur ?? 0);
    const inside = new Map<string, number>();
    for (const event of thread) {
      if (event.ts < task.ts || event.ts >= end || event === task || !event.dur || !INNER_EVENTS.has(event.name)) continue;
      const source = event.args?.data?.url ?? event.args?.beginData?.url;
      const key = source ? `${event.name} ${pathOf(source)}` : event.name;
      inside.set(key, (inside.get(key) ?? 0) + event.dur / 1000);
    }
    const ms = (task.dur ?? 0) / 1000;
    countedMs += slowdown * ms - 50;
    const top = [...inside].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([key, value]) => `${key} ${value.toFixed(1)}`);
    lines.push(`+${Math.round((task.ts - fcp) / 1000)} ms after FCP: ${ms.toFixed(1)} ms, counts ${Math.round(slowdown * ms - 50)} ms | ${top.join(' | ')}`);
  }
  return { lines, countedMs };
}

async function main(): Promise<void> {
  const { values, positionals } = parseArgs({
    allowPositionals: true,
    options: { runs: { type: 'string', default: '1' }, slowdown: { type: 'string' } },
  });
  const [origin, ...paths] = positionals;
  if (!origin || paths.length === 0) throw new Error('usage: lighthouse-long-tasks.ts <origin> <path> [<path> …] [--runs N] [--slowdown X]');
  const runs = Number(values.runs);
  // Lighthouse is an ES module only
  const { default: lighthouse } = await import('lighthouse');
  const slowdown = values.slowdown ? Number(values.slowdown) : (await calibrateCpu(lighthouse, origin + paths[0])).cpuSlowdownMultiplier;
  console.log(`CPU slowdown ${slowdown}×: tasks of ${(50 / slowdown).toFixed(1)} ms or more (unthrottled) count`);
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...LAUNCHER_CHROMIUM_ARGS] });
  try {
    for (const path of paths) {
      for (let run = 1; run <= runs; run += 1) {
        const url = origin + path;
        const result = await lighthouse(url, {
          port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], throttling: { cpuSlowdownMultiplier: slowdown },
        } as Parameters<typeof lighthouse>[1]);
        if (!result || result.lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${result?.lhr.runtimeError?.message ?? 'no result'}`);
        const tbt = result.lhr.audits['total-blocking-time']?.numericValue ?? NaN;
        const { lines, countedMs } = countedTasks(result.artifacts.Trace.traceEvents as TraceEvent[], url, slowdown);
        console.log(`${path} run ${run}/${runs}: TBT ${Math.round(tbt)} ms (simulated); the tasks below add up to ${Math.round(countedMs)} ms, ` +
          `CPU benchmark ${Math.round(result.lhr.environment.benchmarkIndex)}`);
        for (const line of lines) console.log(`  ${line}`);
      }
    }
  } finally {
    chrome.kill();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
