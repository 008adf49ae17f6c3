/**
 * The browser part of `npm run bench` (api/bench/bench.ts starts it): reads what to measure
 * (origin, pages, Lighthouse runs) from the JSON file named first, measures each page's
 * JavaScript and CSS and runs Lighthouse on it, and writes the measurements to the file named
 * second. Run it through `npm run bench`, which starts the server and writes the report.
 */
import fs from 'node:fs';
import type { BrowserMeasurements, BrowserRequest } from '../../api/bench/report/bench-types';
import { lighthousePages } from './lighthouse-pages';
import { measureInteractions } from './measure-interactions';
import { measureRouteWeights, remoteEntryWeights } from './measure-bundles';

const progress = (line: string) => console.log(`  ${line}`);

async function main(): Promise<void> {
  const [input, output] = process.argv.slice(2);
  if (!input || !output) throw new Error('usage: measure-pages.ts <request.json> <measurements.json>');
  const request = JSON.parse(fs.readFileSync(input, 'utf8')) as BrowserRequest;
  console.log('JavaScript and CSS per route (Chromium, 1280 × 720)');
  const routes = await measureRouteWeights(request.origin, request.pages, progress);
  console.log(`Lighthouse 12, mobile preset with the CPU slowdown calibrated to the host, ${request.lighthouseRuns} run(s) per page`);
  const { calibration, pages } = await lighthousePages(request.origin, request.pages, request.lighthouseRuns, progress);
  console.log(`Interaction latency (Event Timing), the CPU slowed to a mid-tier phone before each run, ${request.lighthouseRuns} run(s) per tap`);
  const interactions = await measureInteractions(request.origin, request.lighthouseRuns, progress);
  const measurements: BrowserMeasurements = {
    lighthouse: pages, cpuCalibration: calibration, interactions, routes, remoteEntries: remoteEntryWeights(),
  };
  fs.writeFileSync(output, JSON.stringify(measurements));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
