import { median, percentOf } from './bench-maths';
import {
  EVENTS_P99_GROWTH_TARGET, FLOOD_VISITOR_P99_TARGET, HYDRATING_INTERACTION_TARGET_MS, INTERACTION_TARGET_MS, LIGHTHOUSE_TARGETS, LOAD_TARGETS,
  REMOTE_ENTRY_TARGET, ROUTE_JS_TARGET, SHELL_JS_TARGET,
} from './bench-targets';
import type {
  BenchMeasurements, BenchPage, FloodMeasurement, FloodRun, InteractionRun, LoadComparison, LoadKey, LoadRun, PageLighthouse, RouteWeight,
} from './bench-types';
import { figure, type Figure, type Target, type Unit } from './figures';

interface LighthouseRow extends BenchPage {
  runs: number;
  performance: Figure;
  lcp: Figure;
  cls: Figure;
  tbt: Figure;
  accessibility: Figure;
  bestPractices: Figure;
  seo: Figure;
  benchmarkIndex: Figure;
  cpuSlowdown: Figure;
}

export interface InteractionRow {
  name: string;
  path: string;
  runs: number;
  latency: Figure;
  cpuSlowdown: Figure;
}

interface RouteRow extends BenchPage {
  jsGzip: Figure;
  jsTransferred: Figure;
  jsFiles: number;
  shellJsGzip: Figure;
  cssGzip: Figure;
  cssTransferred: Figure;
  cssFiles: number;
  remotes: string[];
}

export interface LoadRow {
  key: LoadKey;
  name: string;
  request: string;
  helloRps: Figure;
  rps: Figure;
  share: Figure;
  p50: Figure;
  p99: Figure;
  cpuUsPerRequest: Figure;
  /** Hello-world's CPU per request over the endpoint's: the share it would reach on a core of its own. */
  cpuShare: Figure;
  failed: number;
  distinctShare: Figure | null;
}

interface AreaSummary {
  area: string;
  met: number;
  missed: number;
}

export interface BenchReport {
  mode: BenchMeasurements['mode'];
  startedAt: string;
  finishedAt: string;
  commit: string;
  machine: BenchMeasurements['machine'];
  settings: { lighthouseRuns: number; connections: number; rounds: number; roundSeconds: number; soakSeconds: number };
  summary: { met: number; missed: number; areas: AreaSummary[]; misses: string[] };
  lighthouse: LighthouseRow[];
  cpuCalibration: BenchMeasurements['browser']['cpuCalibration'];
  interactions: InteractionRow[];
  routes: RouteRow[];
  remoteEntries: { remote: string; gzip: Figure }[];
  load: { label: string; events: number; rows: LoadRow[] }[];
  eventsP99Growth: Figure | null;
  flood: FloodReport;
  memory: {
    afterStart: Figure;
    soakStart: Figure;
    soakEnd: Figure;
    soakPeak: Figure;
    soakEvents: number;
    soakRequests: number;
    soakFailed: number;
    soakAnswers: Record<string, number>;
    soakErrors: number;
    soakMix: string[];
  };
}

export interface FloodReport {
  seconds: number;
  eventPath: string;
  visitorConnections: number;
  floodConnections: number;
  aloneP50: Figure;
  aloneP99: Figure;
  runs: {
    kind: FloodRun['kind'];
    visitorP50: Figure;
    visitorP99: Figure;
    visitorFailed: number;
    floodRps: Figure;
    floodAnswers: Record<string, number>;
    floodErrors: number;
  }[];
}

const KB = 1000;
const MIB = 1024 * 1024;

/** Collects every figure that has a target, by area, for the summary. */
class Checks {
  readonly misses: string[] = [];
  readonly areas: AreaSummary[] = [];

  add(area: string, label: string, value: number, unit: Unit, target: Target | null = null, valid = true): Figure {
    const result = figure(value, unit, target, valid);
    if (!result.verdict) return result;
    let summary = this.areas.find((entry) => entry.area === area);
    if (!summary) this.areas.push((summary = { area, met: 0, missed: 0 }));
    if (result.verdict === 'PASS') summary.met += 1;
    else {
      summary.missed += 1;
      this.misses.push(`${area}: ${label}`);
    }
    return result;
  }

  summary(): BenchReport['summary'] {
    const met = this.areas.reduce((sum, area) => sum + area.met, 0);
    return { met, missed: this.misses.length, areas: this.areas, misses: this.misses };
  }
}

function lighthouseRow(page: PageLighthouse, checks: Checks): LighthouseRow {
  const of = (pick: (run: PageLighthouse['runs'][number]) => number) => median(page.runs.map(pick));
  const add = (what: string, value: number, unit: Unit, target: Target) => checks.add('Lighthouse', `${what}, ${page.path}`, value, unit, target);
  return {
    label: page.label,
    path: page.path,
    runs: page.runs.length,
    performance: add('performance', of((run) => run.performance), 'score', LIGHTHOUSE_TARGETS.performance),
    lcp: add('LCP', of((run) => run.lcpMs) / 1000, 's', LIGHTHOUSE_TARGETS.lcpS),
    cls: add('CLS', of((run) => run.cls), 'cls', LIGHTHOUSE_TARGETS.cls),
    tbt: add('TBT', of((run) => run.tbtMs), 'ms', LIGHTHOUSE_TARGETS.tbtMs),
    accessibility: add('accessibility', of((run) => run.accessibility), 'score', LIGHTHOUSE_TARGETS.accessibility),
    bestPractices: add('best practices', of((run) => run.bestPractices), 'score', LIGHTHOUSE_TARGETS.bestPractices),
    seo: add('SEO', of((run) => run.seo), 'score', LIGHTHOUSE_TARGETS.seo),
    benchmarkIndex: figure(of((run) => run.benchmarkIndex), 'score'),
    cpuSlowdown: figure(of((run) => run.cpuSlowdownMultiplier), '×'),
  };
}

function interactionRow(run: InteractionRun, checks: Checks): InteractionRow {
  const target = run.hydrating ? HYDRATING_INTERACTION_TARGET_MS : INTERACTION_TARGET_MS;
  return {
    name: run.name,
    path: run.path,
    runs: run.latenciesMs.length,
    latency: checks.add('Interaction latency', run.name, median(run.latenciesMs), 'ms', target),
    cpuSlowdown: figure(median(run.cpuSlowdowns), '×'),
  };
}

function routeRow(route: RouteWeight, checks: Checks): RouteRow {
  return {
    label: route.label,
    path: route.path,
    jsGzip: checks.add('JavaScript per route', route.path, route.js.gzipBytes / KB, 'kB', ROUTE_JS_TARGET),
    jsTransferred: figure(route.js.transferredBytes / KB, 'kB'),
    jsFiles: route.js.files,
    shellJsGzip: checks.add('Shell JavaScript per route', route.path, route.shellJsGzipBytes / KB, 'kB', SHELL_JS_TARGET),
    cssGzip: figure(route.css.gzipBytes / KB, 'kB'),
    cssTransferred: figure(route.css.transferredBytes / KB, 'kB'),
    cssFiles: route.css.files,
    remotes: route.remotes,
  };
}

const medianRun = (runs: LoadRun[]) => ({
  rps: median(runs.map((run) => run.rps)),
  p50Ms: median(runs.map((run) => run.p50Ms)),
  p99Ms: median(runs.map((run) => run.p99Ms)),
  cpuUsPerRequest: median(runs.map((run) => run.cpuUsPerRequest)),
});

const failures = (runs: LoadRun[]) => runs.reduce((total, run) => total + run.failed, 0);

/**
 * An endpoint beside the hello-world: the share is the median of the rounds' shares (each round
 * runs both back to back, so both see the same load on the machine). Failed answers void a
 * row's verdicts: a server that answers errors fast must not pass.
 */
function loadRow(comparison: LoadComparison, phase: string, checks: Checks): LoadRow {
  const hello = medianRun(comparison.hello);
  const subject = medianRun(comparison.subject);
  const failed = failures(comparison.subject);
  const valid = failed === 0 && failures(comparison.hello) === 0;
  const target = LOAD_TARGETS[comparison.key] ?? null;
  const shares = comparison.subject.map((run, index) => percentOf(run.rps, comparison.hello[index]!.rps));
  const area = `Load, ${phase}`;
  return {
    key: comparison.key,
    name: comparison.name,
    request: comparison.request,
    helloRps: figure(hello.rps, 'req/s'),
    rps: figure(subject.rps, 'req/s'),
    share: checks.add(area, `${comparison.name}: share of hello world`, median(shares), '%', target?.share ?? null, valid),
    p50: figure(subject.p50Ms, 'ms'),
    p99: checks.add(area, `${comparison.name}: p99`, subject.p99Ms, 'ms', target?.p99Ms ?? null, valid),
    cpuUsPerRequest: figure(subject.cpuUsPerRequest, 'µs'),
    cpuShare: figure(percentOf(hello.cpuUsPerRequest, subject.cpuUsPerRequest), '%'),
    failed,
    distinctShare: comparison.distinctShare === undefined ? null : figure(comparison.distinctShare, '%'),
  };
}

function eventsP99Growth(measured: BenchMeasurements, checks: Checks): Figure | null {
  const [seeded, grown] = measured.load.map((phase) => phase.comparisons.find((comparison) => comparison.key === 'events-list'));
  if (!seeded || !grown) return null;
  const ratio = medianRun(grown.subject).p99Ms / Math.max(medianRun(seeded.subject).p99Ms, 1);
  return checks.add('Load, events list growth', 'p99 grown over seeded', ratio, '×', EVENTS_P99_GROWTH_TARGET);
}

/** The visitor's p99 during each flood against its target; a visitor's failed answer voids it. */
export function floodReport(flood: FloodMeasurement, checks = new Checks()): FloodReport {
  return {
    seconds: flood.seconds,
    eventPath: flood.eventPath,
    visitorConnections: flood.visitorConnections,
    floodConnections: flood.floodConnections,
    aloneP50: figure(flood.aloneP50Ms, 'ms'),
    aloneP99: figure(flood.aloneP99Ms, 'ms'),
    runs: flood.runs.map((run) => ({
      kind: run.kind,
      visitorP50: figure(run.visitorP50Ms, 'ms'),
      visitorP99: checks.add('Flood', `visitor p99 during the ${run.kind} flood`, run.visitorP99Ms, 'ms', FLOOD_VISITOR_P99_TARGET, run.visitorFailed === 0),
      visitorFailed: run.visitorFailed,
      floodRps: figure(run.floodRps, 'req/s'),
      floodAnswers: run.floodAnswers,
      floodErrors: run.floodErrors,
    })),
  };
}

export function buildReport(measured: BenchMeasurements): BenchReport {
  const checks = new Checks();
  const lighthouse = measured.browser.lighthouse.map((page) => lighthouseRow(page, checks));
  const interactions = measured.browser.interactions.map((run) => interactionRow(run, checks));
  const routes = measured.browser.routes.map((route) => routeRow(route, checks));
  const remoteEntries = measured.browser.remoteEntries.map((entry) => ({
    remote: entry.remote,
    gzip: checks.add('remoteEntry.js', entry.remote, entry.gzipBytes / KB, 'kB', REMOTE_ENTRY_TARGET),
  }));
  const load = measured.load.map((phase) => ({
    label: phase.label,
    events: phase.events,
    rows: phase.comparisons.map((comparison) => loadRow(comparison, phase.label, checks)),
  }));
  const growth = eventsP99Growth(measured, checks);
  const flood = floodReport(measured.flood, checks);
  const { soak } = measured;
  return {
    mode: measured.mode,
    startedAt: measured.startedAt,
    finishedAt: measured.finishedAt,
    commit: measured.commit,
    machine: measured.machine,
    settings: {
      lighthouseRuns: measured.lighthouseRuns,
      connections: measured.connections,
      rounds: measured.round.rounds,
      roundSeconds: measured.round.seconds,
      soakSeconds: soak.seconds,
    },
    summary: checks.summary(),
    lighthouse,
    cpuCalibration: measured.browser.cpuCalibration,
    interactions,
    routes,
    remoteEntries,
    load,
    eventsP99Growth: growth,
    flood,
    memory: {
      afterStart: figure(soak.rssAfterStartBytes / MIB, 'MiB'),
      soakStart: figure(soak.rssSoakStartBytes / MIB, 'MiB'),
      soakEnd: figure(soak.rssSoakEndBytes / MIB, 'MiB'),
      soakPeak: figure(soak.rssSoakPeakBytes / MIB, 'MiB'),
      soakEvents: soak.events,
      soakRequests: soak.requests,
      soakFailed: soak.failed,
      soakAnswers: soak.answers,
      soakErrors: soak.errors,
      soakMix: soak.mix,
    },
  };
}
