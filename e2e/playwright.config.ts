import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './fixtures/chromium';
import { E2E_PORT, siteSqliteFile } from './fixtures/site-database';
import { API_DIR, SITE_ENV_DEFAULTS } from './fixtures/site-server';

// E2E_PORT lets two suites (say, a CI run and a local one) share a machine.
const PORT = E2E_PORT;
const isCi = !!process.env.CI;
// The webServer command deletes this file (and its WAL files) before starting, so every run
// migrates and seeds a fresh database. Workers load this config too: they must not touch it.
const sqliteFile = siteSqliteFile(PORT);

export default defineConfig({
  testDir: './tests',
  outputDir: './test-results',
  timeout: 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  forbidOnly: isCi,
  // A test that passes only when run again depends on timing: it fails, to be fixed.
  retries: 0,
  workers: 2,
  reporter: [
    ['list'],
    ['json', { outputFile: process.env.PLAYWRIGHT_JSON_OUTPUT_FILE ?? './test-results/report.json' }],
  ],
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    locale: 'de-DE',
    timezoneId: 'Europe/Berlin',
    // The service worker answers the api reads it keeps from its cache and makes its own network
    // requests, which a page's routes do not see: a spec about offline use allows it.
    serviceWorkers: 'block',
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    // A failing test's trace keeps the DOM at each step; screencast frames were half of its cost.
    // CI keeps only what it prints, so it records none (about 15 % of the suite's time).
    trace: isCi ? 'off' : { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [{ name: 'chromium' }],
  webServer: {
    // the built site, served the way `npm start` serves it, without installing or building
    command: `rm -f ${sqliteFile} ${sqliteFile}-wal ${sqliteFile}-shm && exec node --enable-source-maps dist/server.js`,
    cwd: API_DIR,
    url: `http://127.0.0.1:${PORT}/pageeditor-api/settings`,
    env: { ...SITE_ENV_DEFAULTS, PORT: String(PORT), HOST: '127.0.0.1', PUBLIC_ORIGIN: `http://127.0.0.1:${PORT}`, SQLITE_FILE: sqliteFile },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
