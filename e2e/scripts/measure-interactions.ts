/**
 * Interaction latency of the common taps (fixtures/interactions.ts) on a CPU throttled like
 * Lighthouse's calibrated run (CDP Emulation.setCPUThrottlingRate), the slowdown read again
 * before each run from the host's benchmarkIndex as Lighthouse measures it, in the run's own page
 * before it is throttled (the host's speed drifts within a bench): per tap, the longest Event
 * Timing entry among the interactions it made. Each tap is measured once the page has settled
 * (hydrated, and its network quiet for 500 ms) and made as a finger makes it (fingerTap), and the
 * menu once more while the page is still hydrating: tapped 300 ms after its first paint,
 * timed from the tap to the first frame that shows the open menu (a tap held until hydration and
 * replayed has no Event Timing entry for its answer). Part of `npm run bench` (measure-pages.ts).
 */
import { CONSENT_COOKIE } from '@festival/shared/stores/consent-store';
import { chromium, request as playwrightRequest, type Browser, type Page } from '@playwright/test';
import type { InteractionRun } from '../../api/bench/report/bench-types';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../fixtures/chromium';
import { INTERACTIONS, type Interaction, type Tap } from '../fixtures/interactions';
import { serverHtmlHydrated } from '../fixtures/server-html-hydrated';
import { SiteData } from '../fixtures/site-data';
import { slowdownFor } from './lighthouse-pages';

declare global {
  interface Window {
    festivalInteractionMs?: Map<number, number>;
    festivalTap?: { tappedAt: number | null; answeredAt: number | null };
  }
}

/** Keeps the longest entry per interactionId (Event Timing's own grouping of the events of one tap). */
function recordEventTiming(): void {
  const longest = new Map<number, number>();
  window.festivalInteractionMs = longest;
  new PerformanceObserver((list) => {
    // interactionId is newer than this TypeScript's DOM types
    for (const entry of list.getEntries() as (PerformanceEventTiming & { interactionId?: number })[]) {
      if (!entry.interactionId) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
  }).observe({ type: 'event', buffered: true, durationThreshold: 16 } as PerformanceObserverInit);
}

/** The first trusted tap's time and the first frame after it that shows `answered`, on the page's clock. */
function recordTapAnswer(answered: string): void {
  const tap: { tappedAt: number | null; answeredAt: number | null } = { tappedAt: null, answeredAt: null };
  window.festivalTap = tap;
  addEventListener('pointerdown', (event) => {
    if (event.isTrusted && tap.tappedAt === null) tap.tappedAt = event.timeStamp;
  }, { capture: true });
  const everyFrame = (frameStart: number) => {
    if (tap.tappedAt !== null && document.querySelector(answered)) {
      tap.answeredAt = frameStart;
      return;
    }
    requestAnimationFrame(everyFrame);
  };
  requestAnimationFrame(everyFrame);
}

/** Taps `selector` 300 ms after the first paint, wherever the page's start has got to; ms from the tap to its answer on screen. */
async function tapWhileHydrating(page: Page, path: string, { tap, answered }: NonNullable<Interaction['whileHydrating']>): Promise<number> {
  await page.addInitScript(recordTapAnswer, answered);
  await page.goto(path, { waitUntil: 'commit' });
  await page.waitForFunction(() => performance.getEntriesByType('paint').length > 0);
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
  // The server's HTML has the button in place: its box needs no hydration.
  const box = await page.evaluate((selector) => {
    const rect = document.querySelector(selector)?.getBoundingClientRect();
    return rect ? { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 } : null;
  }, tap);
  if (!box) throw new Error(`${path} has no ${tap} to tap`);
  await page.mouse.click(box.x, box.y);
  const handle = await page.waitForFunction(() => {
    const { tappedAt, answeredAt } = window.festivalTap ?? {};
    return tappedAt != null && answeredAt != null ? answeredAt - tappedAt : null;
  }, undefined, { timeout: 60_000, polling: 100 });
  return Number(await handle.jsonValue());
}

const nextFrames = (page: Page) => page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve)))));

/**
 * A finger's tap: the control's place on the screen is found while the page is idle, and the tap is
 * raw input there. Playwright's click checks its target from inside the page while the tap is
 * handled, and checks of the answer run at once would share the frame that shows it: both were
 * timed as the page's own work (a favourite's entries 88-168 ms with them, 32-104 ms without).
 */
const fingerTap = (page: Page): Tap => async (control) => {
  await control.scrollIntoViewIfNeeded();
  let box = await control.boundingBox();
  // still, as Playwright's click waits for it to be: an opening panel may be moving
  for (let moved = true; moved;) {
    await nextFrames(page);
    const now = await control.boundingBox();
    moved = JSON.stringify(now) !== JSON.stringify(box);
    box = now;
  }
  if (!box) throw new Error(`${control.toString()} has no place on the screen`);
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
  await nextFrames(page);
};

/** The slowdown that makes the host, as fast as it is now, Lighthouse's mid-tier phone: its benchmark run in `page`, unthrottled. */
async function hostSlowdown(page: Page): Promise<number> {
  const { pageFunctions } = await import('lighthouse/core/lib/page-functions.js');
  return slowdownFor(await page.evaluate(pageFunctions.computeBenchmarkIndex));
}

interface MeasuredTap {
  latencyMs: number;
  cpuSlowdown: number;
}

async function measureOnce(browser: Browser, origin: string, interaction: Interaction, path: string, hydrating: boolean): Promise<MeasuredTap> {
  const context = await browser.newContext({
    baseURL: origin, viewport: { width: interaction.width, height: interaction.width === 375 ? 812 : 800 }, locale: 'de-DE', timezoneId: 'Europe/Berlin',
  });
  // the cookie dialog is answered, as in the Playwright suite, so it does not take the tap
  await context.addCookies([{ name: CONSENT_COOKIE, value: encodeURIComponent(JSON.stringify({ tracking: false, external_media: false })), url: origin }]);
  try {
    // tsx keeps function names with a __name() helper the page does not have, in every function sent to it
    await context.addInitScript({ content: 'globalThis.__name = (fn) => fn;' });
    const page = await context.newPage();
    await page.addInitScript(recordEventTiming);
    const cpuSlowdown = await hostSlowdown(page);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    let answered = 0;
    if (hydrating) {
      if (!interaction.whileHydrating) throw new Error(`${interaction.name} names no tap to time while hydrating`);
      answered = await tapWhileHydrating(page, path, interaction.whileHydrating);
    } else {
      await page.goto(path);
      await serverHtmlHydrated(page);
      // settled: what the page loads after hydrating (remotes of modules further down) has arrived
      await page.waitForLoadState('networkidle');
      await nextFrames(page);
      await interaction.act(page, fingerTap(page));
    }
    await nextFrames(page);
    const durations = await page.evaluate(() => [...(window.festivalInteractionMs?.values() ?? [])]);
    // a tap answered in under 16 ms leaves no entry (the observer's threshold)
    return { latencyMs: Math.max(0, answered, ...durations), cpuSlowdown };
  } finally {
    await context.close();
  }
}

export async function measureInteractions(origin: string, runs: number, progress: (line: string) => void): Promise<InteractionRun[]> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  const api = await playwrightRequest.newContext({ baseURL: origin });
  const site = new SiteData(api);
  const measured: InteractionRun[] = [];
  try {
    const cases = [
      ...INTERACTIONS.map((interaction) => ({ interaction, hydrating: false })),
      { interaction: INTERACTIONS[0]!, hydrating: true },
    ];
    for (const { interaction, hydrating } of cases) {
      const path = await interaction.path(site);
      const taps: MeasuredTap[] = [];
      for (let run = 0; run < runs; run += 1) taps.push(await measureOnce(browser, origin, interaction, path, hydrating));
      const name = hydrating ? `${interaction.name}, while hydrating` : interaction.name;
      progress(`${name} (${path}): ${taps.map((tap) => `${Math.round(tap.latencyMs)} ms at ${tap.cpuSlowdown}×`).join(', ')}`);
      measured.push({ name, path, hydrating, latenciesMs: taps.map((tap) => tap.latencyMs), cpuSlowdowns: taps.map((tap) => tap.cpuSlowdown) });
    }
  } finally {
    await api.dispose();
    await browser.close();
  }
  return measured;
}
