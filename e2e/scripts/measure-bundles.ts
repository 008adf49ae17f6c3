/**
 * JavaScript weight of the home page, as a visitor's browser fetches it: starts the built
 * site (like the e2e webServer), opens /de in Chromium, gzips every script fetched until
 * the network is quiet, and compares with the budgets. Also weighs each remote's
 * remoteEntry.js from its dist. Run: corepack pnpm --filter @festival/e2e run measure:bundles
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { chromium, type Response } from '@playwright/test';
import { href } from '@festival/shared/routes/route-table';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium';
import { startSiteServer } from '../fixtures/site-server';

const ROOT = path.resolve(__dirname, '..', '..');
const REMOTES = ['mf-programme', 'mf-magazine', 'mf-shop', 'mf-editor'];
/** Budgets in kB of 1000 bytes, gzip level 9. */
const SHELL_BUDGET_KB = 130;
const REMOTE_ENTRY_BUDGET_KB = 30;

const gzipSize = (body: Buffer) => zlib.gzipSync(body, { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1000).toFixed(1).padStart(6)} kB`;
const verdict = (bytes: number, budgetKb: number) => (bytes <= budgetKb * 1000 ? 'PASS' : 'OVER');

interface Fetched {
  url: URL;
  gzip: number;
}

function requireBuilds(): void {
  const missing = ['shell', ...REMOTES]
    .map((app) => path.join(ROOT, app, 'dist', app === 'shell' ? 'index.html' : 'remoteEntry.js'))
    .filter((file) => !fs.existsSync(file));
  if (missing.length) {
    console.error(`build first (corepack pnpm -r run build); missing:\n  ${missing.join('\n  ')}`);
    process.exit(2);
  }
}

async function scriptsOfHomePage(): Promise<{ origin: string; scripts: Fetched[] }> {
  const server = await startSiteServer();
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const pending: Promise<Fetched | null>[] = [];
    page.on('response', (response: Response) => {
      if (response.request().resourceType() !== 'script') return;
      pending.push(
        response.body().then(
          (body) => ({ url: new URL(response.url()), gzip: gzipSize(body) }),
          () => null,
        ),
      );
    });
    await page.goto(`${server.origin}${href('index', {}, 'de')}`);
    await page.waitForLoadState('networkidle');
    const scripts = (await Promise.all(pending)).filter((fetched): fetched is Fetched => fetched !== null);
    return { origin: server.origin, scripts };
  } finally {
    await browser.close();
    await server.stop();
  }
}

async function main() {
  requireBuilds();
  const { origin, scripts } = await scriptsOfHomePage();
  const remoteOf = (url: URL) => (url.origin === origin && url.pathname.startsWith('/remotes/') ? url.pathname.split('/')[2] : null);

  const shellFiles = scripts.filter((script) => script.url.origin === origin && !remoteOf(script.url));
  const remoteFiles = scripts.filter((script) => !shellFiles.includes(script));
  const sum = (files: Fetched[]) => files.reduce((total, file) => total + file.gzip, 0);

  console.log('Scripts fetched by /de until the network was quiet (gzip -9):');
  for (const script of scripts) console.log(`  ${kb(script.gzip)}  ${script.url.pathname}`);
  console.log();
  const shellTotal = sum(shellFiles);
  const line = (label: string, bytes: number, rest: string) => console.log(`${label.padEnd(30)}${kb(bytes)}  ${rest}`);
  line('shell-origin JS on /de', shellTotal, `budget ${SHELL_BUDGET_KB} kB  ${verdict(shellTotal, SHELL_BUDGET_KB)}  (${shellFiles.length} files)`);
  line('remote JS on /de', sum(remoteFiles), `(${remoteFiles.length} files)`);

  let over = verdict(shellTotal, SHELL_BUDGET_KB) === 'OVER';
  for (const remote of REMOTES) {
    const size = gzipSize(fs.readFileSync(path.join(ROOT, remote, 'dist', 'remoteEntry.js')));
    over ||= verdict(size, REMOTE_ENTRY_BUDGET_KB) === 'OVER';
    line(`${remote} remoteEntry.js`, size, `budget ${REMOTE_ENTRY_BUDGET_KB} kB  ${verdict(size, REMOTE_ENTRY_BUDGET_KB)}`);
  }
  process.exit(over ? 1 : 0);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(2);
});
