import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BenchServer } from './bench-server-process';
import { measureInBrowser } from './browser-measurements';
import { measureFlood } from './flood';
import { compareWithHello, CONNECTIONS, type LoadSubject, type RoundPlan } from './load-runner';
import { loadPaths, loadSubjects, type LoadPaths } from './load-subjects';
import { progress } from './progress';
import type { BenchMeasurements, LoadPhase } from './report/bench-types';
import { buildReport, floodReport } from './report/build-report';
import { floodSection, renderMarkdown } from './report/render-markdown';
import { SeededSite } from './seeded-site';
import { soak } from './soak';

/**
 * `npm run bench`: builds every package (unless --no-build), starts the api as `npm start` serves
 * it on a fresh SQLite file beside a Fastify hello-world, and measures: Lighthouse and the
 * JS/CSS weight of the main pages, the endpoints under autocannon beside the hello-world with the
 * seeded festival and with 100,000 events, and the server's memory over a mixed soak. Writes
 * reports/bench.md and reports/bench.json, each figure beside its target. --quick does one short
 * round of each; --flood measures only the flood (a visitor's cached page while one client asks
 * for new URLs) and writes reports/bench-flood.md; --soak only grows the programme and soaks it,
 * printing the answers by status. The figures depend on the machine and its load; no test asserts them.
 * Run: npm run bench [-- --quick] [-- --no-build] [-- --flood | --soak]
 */
const ROOT = path.resolve(__dirname, '..', '..');
const REPORTS_DIR = path.join(ROOT, 'reports');
const GROWN_EVENTS = 100_000;
const BUILT_FILES = ['shell/dist/index.html', ...['mf-programme', 'mf-magazine', 'mf-shop', 'mf-editor'].map((app) => `${app}/dist/remoteEntry.js`)];

interface Plan { lighthouseRuns: number; round: RoundPlan; soakS: number; floodS: number }
const PLANS: Record<BenchMeasurements['mode'], Plan> = {
  full: { lighthouseRuns: 3, round: { warmUpS: 3, rounds: 3, roundS: 5 }, soakS: 60, floodS: 10 },
  // A round outlasts the slowest answer: 50 connections queued on a rendered programme document
  // wait about 2 s, and a 2 s round had finished none of them at 100,000 events ("0 req/s").
  quick: { lighthouseRuns: 1, round: { warmUpS: 2, rounds: 1, roundS: 5 }, soakS: 10, floodS: 5 },
};

const FLAGS = ['--quick', '--no-build', '--flood', '--soak'];
const USAGE = 'npm run bench [-- --quick] [-- --no-build] [-- --flood | --soak]';

function parseArgs(args: string[]): { mode: BenchMeasurements['mode']; build: boolean; floodOnly: boolean; soakOnly: boolean } {
  const unknown = args.filter((arg) => !FLAGS.includes(arg));
  if (unknown.length) throw new Error(`unknown argument ${unknown.join(' ')}; usage: ${USAGE}`);
  if (args.includes('--flood') && args.includes('--soak')) throw new Error(`--flood and --soak each measure alone; usage: ${USAGE}`);
  return {
    mode: args.includes('--quick') ? 'quick' : 'full', build: !args.includes('--no-build'), floodOnly: args.includes('--flood'), soakOnly: args.includes('--soak'),
  };
}

function buildEverything(): void {
  progress('building every package (corepack pnpm -r run build)');
  const result = spawnSync('corepack', ['pnpm', '-r', '--workspace-concurrency=2', 'run', 'build'], {
    cwd: ROOT, stdio: 'inherit', env: { ...process.env, COREPACK_INTEGRITY_KEYS: '0' },
  });
  if (result.status !== 0) throw new Error(`the build failed (exit ${result.status})`);
}

function requireBuilds(): void {
  const missing = BUILT_FILES.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length) throw new Error(`missing builds (run without --no-build): ${missing.join(', ')}`);
}

function commit(): string {
  const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim();
  return `${git('rev-parse', '--short', 'HEAD')}${git('status', '--porcelain') ? ' with uncommitted changes' : ''}`;
}

const loadAverage = () => os.loadavg().map((value) => Math.round(value * 100) / 100);

async function loadPhase(
  server: BenchServer, label: string, paths: LoadPaths, plan: RoundPlan, withRandomFilters: boolean,
): Promise<{ phase: LoadPhase; subjects: LoadSubject[] }> {
  const events = await server.eventCount();
  progress(`load, ${label} (${events.toLocaleString('en-GB')} events), load average ${loadAverage().join(' ')}`);
  const subjects = await loadSubjects(server, paths, withRandomFilters);
  const comparisons = [];
  for (const subject of subjects) comparisons.push(await compareWithHello(server, subject, plan));
  return { phase: { label, events, comparisons }, subjects };
}

async function main(): Promise<void> {
  const { mode, build, floodOnly, soakOnly } = parseArgs(process.argv.slice(2));
  const plan = PLANS[mode];
  const startedAt = new Date().toISOString();
  const loadStart = loadAverage();
  progress(`${mode} run, ${os.cpus().length} cores, load average ${loadStart.join(' ')}`);
  if (build) buildEverything();
  requireBuilds();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-bench-'));
  progress('starting the server on a fresh SQLite file (migrate and seed)');
  const server = await BenchServer.start({
    SQLITE_FILE: path.join(dir, 'bench.sqlite'), DATABASE_URL: '', SEED: '1', LOG: '0', TRUST_PROXY: '1',
    REMOTE_MF_PROGRAMME_URL: '', REMOTE_MF_MAGAZINE_URL: '', REMOTE_MF_SHOP_URL: '', REMOTE_MF_EDITOR_URL: '',
    // The add-to-cart load keeps adding to a few carts from one address: the shop's limits would refuse it.
    SHOP_MAX_TICKETS_PER_LINE: '1000000000', SHOP_MAX_TICKETS_PER_EVENT: '1000000000', SHOP_NEW_CARTS_PER_ADDRESS: '0', SHOP_CART_ACTIONS_PER_ADDRESS: '0',
  });
  /** Runs one of the partial measurements, then stops the server and removes its files. */
  const alone = async (measure: () => Promise<void>) => {
    try {
      await measure();
    } finally {
      await server.stop();
      fs.rmSync(dir, { recursive: true, force: true });
    }
  };
  if (floodOnly) {
    await alone(async () => {
      const paths = await loadPaths(new SeededSite(server.appUrl));
      progress(`flood, ${plan.floodS} s a run`);
      const section = floodSection(floodReport(await measureFlood(server.appUrl, paths.eventPath, plan.floodS)));
      fs.mkdirSync(REPORTS_DIR, { recursive: true });
      fs.writeFileSync(path.join(REPORTS_DIR, 'bench-flood.md'), `${section.join('\n')}\n`);
      progress(`wrote ${path.relative(process.cwd(), path.join(REPORTS_DIR, 'bench-flood.md'))}`);
    });
    return;
  }
  if (soakOnly) {
    await alone(async () => {
      const paths = await loadPaths(new SeededSite(server.appUrl));
      progress(`growing the events table to ${GROWN_EVENTS.toLocaleString('en-GB')}`);
      await server.growEvents(GROWN_EVENTS);
      const subjects = await loadSubjects(server, paths, true);
      await soak(server, subjects, plan.soakS, { events: await server.eventCount(), rssAfterStartBytes: await server.rssBytes() });
    });
    return;
  }
  let measured: BenchMeasurements;
  try {
    const rssAfterStartBytes = await server.rssBytes();
    const site = new SeededSite(server.appUrl);
    const pages = await site.benchPages();
    const paths = await loadPaths(site);
    progress(`browser measurements of ${pages.length} pages`);
    const browser = await measureInBrowser({ origin: server.appUrl, pages, lighthouseRuns: plan.lighthouseRuns });
    const seeded = await loadPhase(server, 'Seeded festival', paths, plan.round, false);
    progress(`flood, ${plan.floodS} s a run`);
    const flood = await measureFlood(server.appUrl, paths.eventPath, plan.floodS);
    progress(`growing the events table to ${GROWN_EVENTS.toLocaleString('en-GB')}`);
    await server.growEvents(GROWN_EVENTS);
    const grown = await loadPhase(server, 'Grown programme', paths, plan.round, true);
    const soaked = await soak(server, grown.subjects, plan.soakS, { events: grown.phase.events, rssAfterStartBytes });
    measured = {
      mode, startedAt, finishedAt: new Date().toISOString(), commit: commit(),
      machine: { cores: os.cpus().length, node: process.version, loadStart, loadEnd: loadAverage() },
      lighthouseRuns: plan.lighthouseRuns, connections: CONNECTIONS, round: { rounds: plan.round.rounds, seconds: plan.round.roundS },
      browser, load: [seeded.phase, grown.phase], soak: soaked, flood,
    };
  } finally {
    await server.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
  const report = buildReport(measured);
  fs.mkdirSync(REPORTS_DIR, { recursive: true });
  fs.writeFileSync(path.join(REPORTS_DIR, 'bench.json'), `${JSON.stringify(report, null, 2)}\n`);
  fs.writeFileSync(path.join(REPORTS_DIR, 'bench.md'), renderMarkdown(report));
  progress(`targets: ${report.summary.met} met, ${report.summary.missed} missed; load average ${measured.machine.loadEnd.join(' ')}`);
  progress(`wrote ${path.relative(process.cwd(), path.join(REPORTS_DIR, 'bench.md'))} and bench.json`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
