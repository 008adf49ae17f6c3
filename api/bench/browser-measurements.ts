import { spawn } from 'node:child_process';
import { once } from 'node:events';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserMeasurements, BrowserRequest } from './report/bench-types';

const E2E_DIR = path.resolve(__dirname, '..', '..', 'e2e');

/**
 * Lighthouse and the JS/CSS weight of each page, measured by the e2e package's scripts (which
 * hold the browser tooling) in a child process; it prints its own progress.
 */
export async function measureInBrowser(request: BrowserRequest): Promise<BrowserMeasurements> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-bench-browser-'));
  try {
    const input = path.join(dir, 'request.json');
    const output = path.join(dir, 'measurements.json');
    fs.writeFileSync(input, JSON.stringify(request));
    const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/measure-pages.ts', input, output], { cwd: E2E_DIR, stdio: 'inherit' });
    const [code] = (await once(child, 'exit')) as [number | null];
    if (code !== 0) throw new Error(`the browser measurements (e2e/scripts/measure-pages.ts) exited with ${code}`);
    return JSON.parse(fs.readFileSync(output, 'utf8')) as BrowserMeasurements;
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
