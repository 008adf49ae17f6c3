import { median, percentOf } from '../../bench/report/bench-maths';
import type { BenchMeasurements, LoadComparison, LoadRun, LighthouseRun } from '../../bench/report/bench-types';
import { buildReport } from '../../bench/report/build-report';
import { atLeast, atMost, figure, formatFigure } from '../../bench/report/figures';
import { renderMarkdown } from '../../bench/report/render-markdown';

describe('figures', () => {
  it('passes a figure that meets its target exactly and misses one just beyond it', () => {
    expect(figure(95, 'score', atLeast(95)).verdict).toBe('PASS');
    expect(figure(94, 'score', atLeast(95)).verdict).toBe('MISS');
    expect(figure(0.02, 'cls', atMost(0.02)).verdict).toBe('PASS');
    expect(figure(0.0201, 'cls', atMost(0.02)).verdict).toBe('MISS');
  });

  it('never passes an invalid measurement, and judges nothing without a target', () => {
    expect(figure(80, '%', atLeast(20), false).verdict).toBe('MISS');
    expect(figure(80, '%').verdict).toBeNull();
  });

  it('rounds the shown figure towards missing, so it never reads as the target it missed', () => {
    expect(formatFigure(figure(19.96, '%', atLeast(20)))).toBe('19.9 % (≥ 20.0 %) MISS');
    expect(formatFigure(figure(1.501, 's', atMost(1.5)))).toBe('1.51 s (≤ 1.50 s) MISS');
    expect(formatFigure(figure(1.5, 's', atMost(1.5)))).toBe('1.50 s (≤ 1.50 s) PASS');
    // 1.15 * 100 is 114.999… in binary: still shown as 1.15
    expect(formatFigure(figure(1.15, 's', atLeast(1)))).toBe('1.15 s (≥ 1.00 s) PASS');
    expect(formatFigure(figure(12345.6, 'req/s'))).toBe('12,346 req/s');
  });
});

describe('bench maths', () => {
  it('takes a measured middle value as the median', () => {
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, 3, 2])).toBe(3);
    expect(() => median([])).toThrow();
  });

  it('gives a share in percent, 0 against nothing', () => {
    expect(percentOf(1, 4)).toBe(25);
    expect(percentOf(1, 0)).toBe(0);
  });
});

const lighthouseRun = (performance: number, lcpMs: number): LighthouseRun => ({
  performance, lcpMs, cls: 0.01, tbtMs: 100, accessibility: 100, bestPractices: 100, seo: 100, benchmarkIndex: 1500, cpuSlowdownMultiplier: 3.4,
});
const loadRun = (rps: number, p99Ms: number, failed = 0): LoadRun => ({ rps, p50Ms: p99Ms / 2, p99Ms, requests: rps * 5, cpuUsPerRequest: 1_000_000 / rps, failed,
  answers: { 200: rps * 5 - failed, ...(failed ? { 503: failed } : {}) }, errors: 0,
});
const comparison = (key: LoadComparison['key'], subject: LoadRun[], hello = subject.map(() => loadRun(1000, 5))): LoadComparison => ({
  key, name: key, request: `GET /${key}`, hello, subject,
});

function measurements(): BenchMeasurements {
  return {
    mode: 'full',
    startedAt: '2026-11-23T10:00:00.000Z',
    finishedAt: '2026-11-23T10:20:00.000Z',
    commit: 'abc1234',
    machine: { cores: 2, node: 'v20.20.2', loadStart: [1, 1, 1], loadEnd: [2, 2, 2] },
    lighthouseRuns: 3,
    connections: 50,
    round: { rounds: 3, seconds: 5 },
    browser: {
      lighthouse: [
        { label: 'Event', path: '/de/programm/x/1', runs: [lighthouseRun(97, 1400), lighthouseRun(40, 1600), lighthouseRun(98, 1450)] },
        { label: 'Programme', path: '/de/programm', runs: [lighthouseRun(96, 1600), lighthouseRun(90, 1700), lighthouseRun(99, 1550)] },
      ],
      cpuCalibration: { benchmarkIndex: 1496.2, cpuSlowdownMultiplier: 3.4 },
      interactions: [
        { name: 'open the menu (375 px)', path: '/de/', hydrating: false, latenciesMs: [80, 300, 90], cpuSlowdowns: [3.4, 3.9, 3.6] },
        { name: 'open the menu (375 px), while hydrating', path: '/de/', hydrating: true, latenciesMs: [150, 240, 210], cpuSlowdowns: [3.4, 3.4, 3.4] },
      ],
      routes: [
        { label: 'Home (de)', path: '/de', js: { files: 3, gzipBytes: 220_000, transferredBytes: 700_000 }, css: { files: 1, gzipBytes: 5000, transferredBytes: 20_000 }, shellJsGzipBytes: 130_001, remotes: ['mf_programme'] },
        { label: 'Programme', path: '/de/programm', js: { files: 3, gzipBytes: 220_001, transferredBytes: 700_000 }, css: { files: 1, gzipBytes: 5000, transferredBytes: 20_000 }, shellJsGzipBytes: 130_000, remotes: [] },
      ],
      remoteEntries: [{ remote: 'mf_shop', gzipBytes: 20_000 }],
    },
    load: [
      { label: 'Seeded festival', events: 400, comparisons: [
        comparison('events-list', [loadRun(450, 20), loadRun(300, 30), loadRun(500, 10)]),
        comparison('search', [loadRun(10, 900)]),
      ] },
      { label: 'Grown programme', events: 100_000, comparisons: [
        comparison('events-list', [loadRun(450, 32), loadRun(450, 32), loadRun(450, 32)]),
        { ...comparison('events-random-filters', [loadRun(300, 20, 4)]), distinctShare: 98.5 },
      ] },
    ],
    soak: {
      seconds: 60, events: 100_000, requests: 1000, failed: 3, answers: { 200: 997, 503: 2 }, errors: 1, mix: ['events list'],
      rssAfterStartBytes: 100 * 1024 * 1024, rssSoakStartBytes: 200 * 1024 * 1024, rssSoakEndBytes: 210 * 1024 * 1024, rssSoakPeakBytes: 220 * 1024 * 1024,
    },
    flood: {
      seconds: 10, eventPath: '/de/programm/x/1', visitorConnections: 4, floodConnections: 20, aloneP50Ms: 2, aloneP99Ms: 5,
      runs: [
        { kind: 'unknown-parameter', visitorP50Ms: 3, visitorP99Ms: 30, visitorFailed: 0, floodRps: 2000, floodAnswers: { 200: 20_000 }, floodErrors: 0 },
        { kind: 'programme-day', visitorP50Ms: 20, visitorP99Ms: 60, visitorFailed: 0, floodRps: 900, floodAnswers: { 200: 120, 503: 8880 }, floodErrors: 0 },
      ],
    },
  };
}

describe('buildReport', () => {
  const report = buildReport(measurements());

  it('judges the median of the Lighthouse runs', () => {
    const [event, programme] = report.lighthouse;
    expect(event!.performance).toMatchObject({ value: 97, verdict: 'PASS' });
    expect(event!.lcp).toMatchObject({ value: 1.45, verdict: 'PASS' });
    expect(programme!.performance).toMatchObject({ value: 96, verdict: 'MISS' });
    expect(programme!.lcp).toMatchObject({ value: 1.6, verdict: 'MISS' });
  });

  it('judges route JavaScript in kB of 1000 bytes against 220 kB, and the shell\'s part of it against 130 kB', () => {
    expect(report.routes.map((route) => route.jsGzip.verdict)).toEqual(['PASS', 'MISS']);
    expect(report.routes.map((route) => route.shellJsGzip.verdict)).toEqual(['MISS', 'PASS']);
  });

  it('takes the median of the rounds\' shares of hello world and of their p99', () => {
    const list = report.load[0]!.rows[0]!;
    expect(list.share).toMatchObject({ value: 45, verdict: 'PASS' });
    expect(list.p99).toMatchObject({ value: 20, verdict: 'PASS' });
  });

  it('misses a row whose answers failed, however fast it was', () => {
    const random = report.load[1]!.rows[1]!;
    expect(random.share).toMatchObject({ value: 30, verdict: 'MISS' });
    expect(random.p99).toMatchObject({ value: 20, verdict: 'MISS' });
    expect(random.failed).toBe(4);
  });

  it('shows endpoints without a target unjudged', () => {
    const search = report.load[0]!.rows[1]!;
    expect(search.share.verdict).toBeNull();
    expect(search.p99.verdict).toBeNull();
  });

  it('compares the events list p99 of the grown table with the seeded one', () => {
    expect(report.eventsP99Growth).toMatchObject({ value: 1.6, verdict: 'MISS' });
  });

  it('judges the median tap latency against 100 ms, and against 200 ms while the page hydrates', () => {
    expect(report.interactions.map((row) => [row.latency.value, row.latency.verdict])).toEqual([[90, 'PASS'], [210, 'MISS']]);
  });

  it('counts every judged figure once in the summary', () => {
    // Lighthouse 14, interactions 2, routes 2 + 2, remoteEntry 1, events list 2 + 2, random filters 2, growth 1, flood 2
    expect(report.summary.met + report.summary.missed).toBe(30);
    expect(report.summary.misses).toEqual([
      'Lighthouse: performance, /de/programm',
      'Lighthouse: LCP, /de/programm',
      'Interaction latency: open the menu (375 px), while hydrating',
      'Shell JavaScript per route: /de',
      'JavaScript per route: /de/programm',
      'Load, Grown programme: events-list: p99',
      'Load, Grown programme: events-random-filters: share of hello world',
      'Load, Grown programme: events-random-filters: p99',
      'Load, events list growth: p99 grown over seeded',
      'Flood: visitor p99 during the programme-day flood',
    ]);
    expect(report.summary.areas.find((area) => area.area === 'Lighthouse')).toEqual({ area: 'Lighthouse', met: 12, missed: 2 });
  });
});

describe('renderMarkdown', () => {
  const markdown = renderMarkdown(buildReport(measurements()));

  it('prints the host\'s benchmarkIndex and the CPU slowdown calibrated from it', () => {
    expect(markdown).toContain('its benchmarkIndex was 1496 before the runs, so the CPU slowdown is 3.4×');
  });

  it('gives each page the median slowdown its runs used, which follows a drifting host', () => {
    const drifted = measurements();
    const first = drifted.browser?.lighthouse[0];
    if (!first) throw new Error('no Lighthouse page');
    first.runs = [3.4, 4.1, 4.3].map((cpuSlowdownMultiplier) => ({ ...lighthouseRun(97, 1400), cpuSlowdownMultiplier }));
    const row = renderMarkdown(buildReport(drifted)).split('\n').find((line) => line.includes(`\`${first.path}\``));
    expect(row?.trim().split('|').at(-2)?.trim()).toBe('4.10×');
  });

  it('writes a row per tap', () => {
    expect(markdown).toContain('| open the menu (375 px) | `/de/` | 3 | 90 ms (≤ 100 ms) PASS | 3.60× |');
  });

  it('writes each figure beside its target and verdict', () => {
    expect(markdown).toContain('| Event | `/de/programm/x/1` | 97 (≥ 97) PASS | 1.45 s (≤ 1.50 s) PASS |');
    expect(markdown).toContain('| Programme | `/de/programm` | 96 (≥ 97) MISS | 1.60 s (≤ 1.50 s) MISS |');
    expect(markdown).toContain('30.0 % (≥ 20.0 %) MISS');
    expect(markdown).toContain('**Targets: 20 met, 10 missed.**');
    expect(markdown).toContain('98.5 % of the requests asked for a URL not asked before');
  });

  it("shows the visitor's p99 during each flood against 50 ms, and the flooder's answers by status", () => {
    expect(markdown).toContain('| `/de/programm?x=<n>` | 3.0 ms | 30 ms (≤ 50 ms) PASS | 0 | 2,000 req/s | 200: 20,000 |');
    expect(markdown).toContain('| `/de/programm?date=<day n>` | 20 ms | 60 ms (≤ 50 ms) MISS | 0 | 900 req/s | 200: 120, 503: 8,880 |');
  });

  it("tells the soak's failed answers by status", () => {
    expect(markdown).toContain('It sent 1,000 requests, 3 failed (answers: 200: 997, 503: 2, errors/timeouts: 1).');
  });

  it('tells the load average at the start and the end', () => {
    expect(markdown).toContain('1.0 / 1.0 / 1.0 at the start and 2.0 / 2.0 / 2.0 at the end');
  });
});
