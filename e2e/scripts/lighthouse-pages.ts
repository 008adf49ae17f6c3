/**
 * Lighthouse 12 with its default (mobile) preset on each page, with the system Chromium,
 * `runs` times per page, its CPU slowdown calibrated to the host. Part of `npm run bench`
 * (measure-pages.ts).
 */
import * as chromeLauncher from 'chrome-launcher';
import { median } from '../../api/bench/report/bench-maths';
import type { BenchPage, CpuCalibration, LighthouseRun, PageLighthouse } from '../../api/bench/report/bench-types';
import { CHROMIUM_PATH, LAUNCHER_CHROMIUM_ARGS } from '../fixtures/chromium';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

type Lighthouse = (typeof import('lighthouse'))['default'];
type Result = NonNullable<Awaited<ReturnType<Lighthouse>>>['lhr'];

/**
 * Lighthouse's throttling guide: a slowdown of benchmarkIndex / 440 turns the host into its
 * mid-tier phone. The fixed 4× default emulates a faster phone on a faster host, so figures would
 * not compare across machines.
 */
const MID_TIER_PHONE_INDEX = 440;

/** Unthrottled performance runs of the first page that read the host's benchmarkIndex, the median taken. */
const CALIBRATION_RUNS = 3;

/**
 * How far a run's own benchmarkIndex may put the host from the slowdown it ran with before the run
 * is measured again at the slowdown that index gives. This host's index moved between 1,066 and
 * 2,101 within one bench's runs: at a fixed 3.3× the runs emulated phones from 2.4× to 4.8× slower
 * than the mid-tier one, and their blocking times went with it.
 */
const HOST_DRIFT = 0.2;
/** Runs of one measurement at most, the first one included. */
const MAX_ATTEMPTS = 3;

/** The CPU slowdown that makes a host of this benchmarkIndex Lighthouse's mid-tier phone. */
export const slowdownFor = (benchmarkIndex: number) => Math.round((benchmarkIndex / MID_TIER_PHONE_INDEX) * 10) / 10;

/**
 * Reads the host's benchmarkIndex: the median of CALIBRATION_RUNS unthrottled runs of the first
 * page. One run read 1,706 on a host whose page runs then read 1,624-2,831, and set the slowdown
 * of every figure after it.
 */
export async function calibrateCpu(lighthouse: Lighthouse, url: string): Promise<CpuCalibration> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...LAUNCHER_CHROMIUM_ARGS] });
  try {
    const indices: number[] = [];
    for (let run = 0; run < CALIBRATION_RUNS; run += 1) {
      const result = await lighthouse(url, {
        port: chrome.port, logLevel: 'error', onlyCategories: ['performance'], throttlingMethod: 'provided',
      });
      const index = result?.lhr.environment.benchmarkIndex;
      if (!index) throw new Error(`Lighthouse measured no benchmarkIndex on ${url}`);
      indices.push(index);
    }
    const benchmarkIndex = median(indices);
    return { benchmarkIndex, cpuSlowdownMultiplier: slowdownFor(benchmarkIndex) };
  } finally {
    chrome.kill();
  }
}

function toRun(url: string, lhr: Result, cpuSlowdownMultiplier: number): LighthouseRun {
  if (lhr.runtimeError) throw new Error(`Lighthouse could not measure ${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const metric = (id: string) => {
    const value = lhr.audits[id]?.numericValue;
    if (value === undefined) throw new Error(`Lighthouse gave no ${id} for ${url}`);
    return value;
  };
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: metric('largest-contentful-paint'),
    cls: metric('cumulative-layout-shift'),
    tbtMs: metric('total-blocking-time'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    cpuSlowdownMultiplier,
  };
}

export async function lighthousePages(
  origin: string, pages: BenchPage[], runs: number, progress: (line: string) => void,
): Promise<{ calibration: CpuCalibration; pages: PageLighthouse[] }> {
  // Lighthouse is an ES module only
  const { default: lighthouse } = await import('lighthouse');
  const first = pages[0];
  if (!first) throw new Error('no page to measure');
  const calibration = await calibrateCpu(lighthouse, origin + first.path);
  progress(`CPU calibration: benchmarkIndex ${Math.round(calibration.benchmarkIndex)} → slowdown ${calibration.cpuSlowdownMultiplier}× ` +
    `(index / ${MID_TIER_PHONE_INDEX}: a mid-tier phone)`);
  const measureOnce = async (url: string, port: number, cpuSlowdownMultiplier: number) => {
    // Flags merge into the preset's settings: only the CPU slowdown changes, the network stays Lighthouse's mobile one.
    const flags = { logLevel: 'error', onlyCategories: CATEGORIES, throttling: { cpuSlowdownMultiplier }, port } as Parameters<Lighthouse>[1];
    let result = await lighthouse(url, flags);
    // On a busy machine the trace sometimes misses the navigation (NO_NAVSTART): that run measured nothing, so it is run again once.
    if (result?.lhr.runtimeError) {
      progress(`${url} ${result.lhr.runtimeError.code}, measuring again`);
      result = await lighthouse(url, flags);
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    return toRun(url, result.lhr, cpuSlowdownMultiplier);
  };
  // Follows the host: a run whose own index says the host was faster or slower than the slowdown assumed is measured again at the slowdown that index gives.
  let slowdown = calibration.cpuSlowdownMultiplier;
  const measured: PageLighthouse[] = [];
  for (const page of pages) {
    const url = origin + page.path;
    const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: ['--headless=new', ...LAUNCHER_CHROMIUM_ARGS] });
    try {
      const results: LighthouseRun[] = [];
      for (let run = 1; run <= runs; run += 1) {
        let measuredRun = await measureOnce(url, chrome.port, slowdown);
        for (let attempt = 2; attempt <= MAX_ATTEMPTS; attempt += 1) {
          const hostSlowdown = slowdownFor(measuredRun.benchmarkIndex);
          if (Math.abs(hostSlowdown - slowdown) <= HOST_DRIFT * slowdown) break;
          progress(`${page.path} run ${run}: CPU benchmark ${Math.round(measuredRun.benchmarkIndex)} makes the host a mid-tier phone at ` +
            `${hostSlowdown}×, not ${slowdown}×: measuring again at ${hostSlowdown}×`);
          slowdown = hostSlowdown;
          measuredRun = await measureOnce(url, chrome.port, slowdown);
        }
        results.push(measuredRun);
        progress(`${page.path} run ${run}/${runs}: performance ${measuredRun.performance}, LCP ${(measuredRun.lcpMs / 1000).toFixed(2)} s, ` +
          `CLS ${measuredRun.cls.toFixed(3)}, TBT ${Math.round(measuredRun.tbtMs)} ms, accessibility ${measuredRun.accessibility}, ` +
          `best practices ${measuredRun.bestPractices}, SEO ${measuredRun.seo}, CPU benchmark ${Math.round(measuredRun.benchmarkIndex)}, ` +
          `slowdown ${measuredRun.cpuSlowdownMultiplier}×`);
      }
      measured.push({ ...page, runs: results });
    } finally {
      chrome.kill();
    }
  }
  return { calibration, pages: measured };
}
