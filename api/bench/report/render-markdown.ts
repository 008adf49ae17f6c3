import type { BenchReport, FloodReport, LoadRow } from './build-report';
import { formatFigure, formatValue, type Figure } from './figures';

const cell = (value: string | number) => String(value).replace(/\|/g, '\\|');
const code = (value: string) => `\`${value}\``;

function table(head: string[], rows: (string | number)[][]): string {
  return [head, head.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

const show = (item: Figure) => formatFigure(item);

function header(report: BenchReport): string[] {
  const load = (values: number[]) => values.map((value) => value.toFixed(1)).join(' / ');
  const { machine, summary } = report;
  return [
    '# Bench report',
    '',
    `${report.mode === 'quick' ? 'Quick look (`npm run bench -- --quick`: one short round of each)' : 'Full run (`npm run bench`)'}, ` +
      `${report.startedAt} to ${report.finishedAt}, commit ${code(report.commit)}.`,
    `Machine: ${machine.cores} cores, Node ${machine.node}, load average (1 / 5 / 15 min) ${load(machine.loadStart)} at the start ` +
      `and ${load(machine.loadEnd)} at the end. Other work on the machine moves every req/s, latency and Lighthouse figure; ` +
      'the shares of the hello-world throughput, measured in the same rounds, are the figures to compare between runs.',
    '',
    `**Targets: ${summary.met} met, ${summary.missed} missed.** Each missed figure says MISS in its table below ` +
      '(and bench.json lists them under summary.misses).',
    '',
    table(['Area', 'Met', 'Missed'], summary.areas.map((area) => [area.area, area.met, area.missed])),
  ];
}

function lighthouse(report: BenchReport): string[] {
  return [
    '## Lighthouse 12, mobile preset',
    '',
    `System Chromium, Lighthouse's simulated mobile network; each figure is the median of ${report.settings.lighthouseRuns} ` +
      `run${report.settings.lighthouseRuns === 1 ? '' : 's'} of the page. **CPU calibrated to the host:** its benchmarkIndex was ` +
      `${Math.round(report.cpuCalibration.benchmarkIndex)} before the runs, so the CPU slowdown is ` +
      `${report.cpuCalibration.cpuSlowdownMultiplier}× (index / 440, Lighthouse's mid-tier phone) instead of the fixed 4×, and ` +
      'figures compare across machines. CPU benchmark column: the index during each page\'s runs (a busy machine lowers it). ' +
      'A run whose own index puts the host more than a fifth away from the slowdown it ran with is measured again at the ' +
      'slowdown that index gives (twice at most), and the runs after it keep that slowdown: slowdown column, the median of the kept runs.',
    '',
    table(
      ['Page', 'Path', 'Performance', 'LCP', 'CLS', 'TBT', 'Accessibility', 'Best practices', 'SEO', 'CPU benchmark', 'Slowdown'],
      report.lighthouse.map((row) => [
        row.label, code(row.path), show(row.performance), show(row.lcp), show(row.cls), show(row.tbt),
        show(row.accessibility), show(row.bestPractices), show(row.seo), show(row.benchmarkIndex), show(row.cpuSlowdown),
      ]),
    ),
  ];
}

function interactions(report: BenchReport): string[] {
  return [
    '## Interaction latency',
    '',
    'Chromium with its CPU slowed through CDP to Lighthouse\'s mid-tier phone: before each run the run\'s page measures the host\'s ' +
      'benchmarkIndex as Lighthouse does, unthrottled, and the slowdown is that index / 440 (slowdown column: the median of the runs). Each tap ' +
      '(e2e/fixtures/interactions.ts; the Playwright suite checks that each one answers) is made once the page has settled ' +
      '(hydrated, then no network request for 500 ms), as raw input at the control\'s place, as a finger taps; the figure is ' +
      'the longest Event Timing entry of its interactions (entries under 16 ms are not reported: 0 ms), the median of the runs. "While hydrating": the tap comes 300 ms after the first paint, and the figure is at least the time from the tap to ' +
      'the first frame that shows its answer (a tap held until the page has hydrated and then replayed has no Event Timing entry for it).',
    '',
    table(['Tap', 'Page', 'Runs', 'Latency', 'Slowdown'], report.interactions.map((row) => [row.name, code(row.path), row.runs, show(row.latency), show(row.cpuSlowdown)])),
  ];
}

function weights(report: BenchReport): string[] {
  return [
    '## JavaScript and CSS per route',
    '',
    'Chromium at 1280 × 720 opens each page in a fresh context and keeps every script and stylesheet fetched until the ' +
      'network is quiet. gzip: each body gzipped at level 9 (what the route weighs compressed); transferred: the bodies as ' +
      'the server sent them. kB are 1000 bytes.',
    '',
    table(
      ['Page', 'Path', 'JS gzip', 'JS transferred', 'JS files', "the shell's part, gzip", 'CSS gzip', 'CSS transferred', 'CSS files', 'Remotes fetched'],
      report.routes.map((row) => [
        row.label, code(row.path), show(row.jsGzip), show(row.jsTransferred), row.jsFiles, show(row.shellJsGzip),
        show(row.cssGzip), show(row.cssTransferred), row.cssFiles, row.remotes.join(', ') || 'none',
      ]),
    ),
    '',
    table(['Remote', 'remoteEntry.js gzip'], report.remoteEntries.map((entry) => [entry.remote, show(entry.gzip)])),
  ];
}

function loadTable(rows: LoadRow[]): string {
  return table(
    ['Endpoint', 'Request', 'req/s', 'Hello world req/s', 'Share of hello world', 'p50', 'p99', 'CPU per request', 'CPU share', 'Failed answers'],
    rows.map((row) => [
      row.name, code(row.request), show(row.rps), show(row.helloRps), show(row.share), show(row.p50), show(row.p99),
      show(row.cpuUsPerRequest), show(row.cpuShare), row.failed,
    ]),
  );
}

function load(report: BenchReport): string[] {
  const { settings } = report;
  const phases = report.load.flatMap((phase) => {
    const distinct = phase.rows.filter((row) => row.distinctShare);
    return [
      '',
      `### ${phase.label} (${phase.events.toLocaleString('en-GB')} events)`,
      '',
      loadTable(phase.rows),
      ...distinct.map((row) => `\n${row.name}: ${formatValue(row.distinctShare!.value, '%')} of the requests asked for a URL not asked before in the run.`),
    ];
  });
  return [
    '## Throughput and latency',
    '',
    `autocannon at ${settings.connections} connections. Each endpoint runs ${settings.rounds} round${settings.rounds === 1 ? '' : 's'} ` +
      `of ${settings.roundSeconds} s, each right after a Fastify hello-world in the same server process; figures are medians ` +
      'of the rounds, the share is the median of the rounds\' shares. CPU share: the hello-world\'s CPU time per request over the ' +
      'endpoint\'s, read from the server process around each run (the share the endpoint would reach with a core to itself). ' +
      'A row with failed answers (non-2xx, errors, timeouts) misses its targets. Documents are measured twice: at one URL ' +
      '(answered from the document cache where the api has one: target ≥ 30 %) and at a new URL each request (rendered each ' +
      'time: target ≥ 5 %).',
    ...phases,
    ...(report.eventsP99Growth ? ['', `Events list p99 with the grown table over the seeded one: ${show(report.eventsP99Growth)}`] : []),
  ];
}

function memory(report: BenchReport): string[] {
  const { memory: rss } = report;
  return [
    '## Memory',
    '',
    `RSS of the server process. The soak runs ${report.settings.soakSeconds} s at ${report.settings.connections} connections ` +
      `with ${rss.soakEvents.toLocaleString('en-GB')} events, ` +
      `each connection cycling through: ${rss.soakMix.join('; ')}. It sent ${rss.soakRequests.toLocaleString('en-GB')} ` +
      `requests, ${rss.soakFailed} failed (answers: ${answers(rss.soakAnswers, rss.soakErrors)}).`,
    '',
    table(['When', 'RSS'], [
      ['after start (seeded, before any measurement)', show(rss.afterStart)],
      ['soak start', show(rss.soakStart)],
      ['soak end', show(rss.soakEnd)],
      ['highest during the soak (sampled each second)', show(rss.soakPeak)],
    ]),
  ];
}

/** Answers by status, as `200: 1,234, 503: 5, errors/timeouts: 2`. */
const answers = (mix: Record<string, number>, errors: number) =>
  [...Object.entries(mix).map(([status, count]) => `${status}: ${count.toLocaleString('en-GB')}`), ...(errors ? [`errors/timeouts: ${errors}`] : [])].join(', ');

export function floodSection(flood: FloodReport): string[] {
  return [
    '## Flood',
    '',
    `${flood.visitorConnections} visitor connections read the cached page ${flood.eventPath} for ${flood.seconds} s alone, then ` +
      `for ${flood.seconds} s beside one client (one address, ${flood.floodConnections} connections) asking for a new programme URL each ` +
      'request: by a parameter no page reads (`?x=<n>`), then by a day of the programme (`?date=<day n>`). ' +
      `Alone the visitor's p50 is ${formatFigure(flood.aloneP50)}, p99 ${formatFigure(flood.aloneP99)}.`,
    '',
    table(['Flood', 'Visitor p50', 'Visitor p99 (≤ 50 ms)', 'Visitor failed', 'Flooder req/s', "Flooder's answers"], flood.runs.map((run) => [
      run.kind === 'unknown-parameter' ? '`/de/programm?x=<n>`' : '`/de/programm?date=<day n>`',
      show(run.visitorP50), show(run.visitorP99), String(run.visitorFailed), show(run.floodRps), answers(run.floodAnswers, run.floodErrors),
    ])),
  ];
}

export function renderMarkdown(report: BenchReport): string {
  return [header(report), lighthouse(report), interactions(report), weights(report), load(report), floodSection(report.flood), memory(report)]
    .map((section) => section.join('\n'))
    .join('\n\n') + '\n';
}
