/**
 * What `npm run bench` measures. The browser part (e2e/scripts/measure-pages.ts) writes its
 * measurements in these shapes, the load part collects the rest; build-report.ts judges them.
 * This file holds types only, so the e2e scripts can import it without the api's dependencies.
 */

export interface BenchPage {
  /** What the page is, for people: "Home (de)", "an event (de)". */
  label: string;
  path: string;
}

/** One Lighthouse run: category scores as Lighthouse shows them (0–100), metrics in ms. */
export interface LighthouseRun {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  cls: number;
  tbtMs: number;
  /** Lighthouse's measure of the machine's CPU speed during the run; it warns below 1,000. */
  benchmarkIndex: number;
  /** The CPU slowdown the run used: the calibration's, or the one a drifting host's index gave (lighthouse-pages.ts). */
  cpuSlowdownMultiplier: number;
}

/** The host's speed before the runs and the slowdown that makes it Lighthouse's mid-tier phone (index / 440). */
export interface CpuCalibration {
  benchmarkIndex: number;
  cpuSlowdownMultiplier: number;
}

export interface PageLighthouse extends BenchPage {
  runs: LighthouseRun[];
}

export interface FetchedFiles {
  files: number;
  /** Sum of each body gzipped at level 9: what the route weighs compressed, whatever the server sends. */
  gzipBytes: number;
  /** Sum of the bodies as they came over the wire (compressed when the server compresses). */
  transferredBytes: number;
}

export interface RouteWeight extends BenchPage {
  js: FetchedFiles;
  css: FetchedFiles;
  /** The part of js.gzipBytes served by the shell (not from a remote's folder). */
  shellJsGzipBytes: number;
  /** Federation names of the remotes the route fetched files from. */
  remotes: string[];
}

export interface RemoteEntryWeight {
  remote: string;
  gzipBytes: number;
}

/** What the bench asks of the browser part. */
export interface BrowserRequest {
  origin: string;
  pages: BenchPage[];
  lighthouseRuns: number;
}

/** One common tap (e2e/fixtures/interactions.ts): the longest Event Timing entry of each run, in ms. */
export interface InteractionRun {
  name: string;
  path: string;
  /** Tapped 300 ms after the first paint, while the page may still be hydrating. */
  hydrating: boolean;
  latenciesMs: number[];
  /** Each run's CPU slowdown: the host's benchmarkIndex before the run / 440. */
  cpuSlowdowns: number[];
}

export interface BrowserMeasurements {
  lighthouse: PageLighthouse[];
  cpuCalibration: CpuCalibration;
  interactions: InteractionRun[];
  routes: RouteWeight[];
  remoteEntries: RemoteEntryWeight[];
}

/** One autocannon run against one target, with the server process's CPU time around it. */
export interface LoadRun {
  rps: number;
  p50Ms: number;
  p99Ms: number;
  requests: number;
  cpuUsPerRequest: number;
  /** Answers that were not 2xx, connection errors and timeouts. */
  failed: number;
  /** Answers by HTTP status. */
  answers: Record<string, number>;
  /** Connection errors and timeouts. */
  errors: number;
}

export type LoadKey =
  | 'events-list'
  | 'events-random-filters'
  | 'document-programme'
  | 'document-event'
  | 'document-programme-new-url'
  | 'document-event-new-url'
  | 'search'
  | 'autocomplete'
  | 'add-to-cart';

/** An endpoint beside the hello-world, in alternating rounds. */
export interface LoadComparison {
  key: LoadKey;
  name: string;
  request: string;
  hello: LoadRun[];
  subject: LoadRun[];
  /** Share of the requests whose URL had not been asked before in the run (random filters only). */
  distinctShare?: number;
}

export interface LoadPhase {
  label: string;
  events: number;
  comparisons: LoadComparison[];
}

export interface SoakMeasurement {
  seconds: number;
  /** Size of the events table during the soak. */
  events: number;
  requests: number;
  failed: number;
  /** Answers by HTTP status, and connection errors and timeouts. */
  answers: Record<string, number>;
  errors: number;
  mix: string[];
  rssAfterStartBytes: number;
  rssSoakStartBytes: number;
  rssSoakEndBytes: number;
  rssSoakPeakBytes: number;
}

/** One flood beside the visitors: what they waited, and what the flooder was answered. */
export interface FloodRun {
  /** New URLs by a parameter no page reads (`?x=<n>`), or by a parameter the programme reads (`?date=<day n>`). */
  kind: 'unknown-parameter' | 'programme-day';
  visitorP50Ms: number;
  visitorP99Ms: number;
  visitorFailed: number;
  floodRps: number;
  /** Answers by HTTP status. */
  floodAnswers: Record<string, number>;
  floodErrors: number;
}

export interface FloodMeasurement {
  seconds: number;
  eventPath: string;
  visitorConnections: number;
  floodConnections: number;
  aloneP50Ms: number;
  aloneP99Ms: number;
  runs: FloodRun[];
}

export interface BenchMeasurements {
  mode: 'quick' | 'full';
  startedAt: string;
  finishedAt: string;
  commit: string;
  machine: { cores: number; node: string; loadStart: number[]; loadEnd: number[] };
  lighthouseRuns: number;
  connections: number;
  round: { rounds: number; seconds: number };
  browser: BrowserMeasurements;
  load: LoadPhase[];
  soak: SoakMeasurement;
  flood: FloodMeasurement;
}
