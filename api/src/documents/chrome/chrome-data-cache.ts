import type { FastifyInstance } from 'fastify';
import { addDays, berlinDay, berlinInstant } from '@festival/shared/format/berlin-time';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ChromeData } from '@festival/shared/ssr/chrome-data';
import { nextBreakingNewsBound } from '../../services/content/breaking-news-service';
import { loadChromeData } from './chrome-data-loader';

type ChromeParts = Omit<ChromeData, 'renderedAt'>;

interface Kept {
  parts: ChromeParts;
  /** When the answer could change without a write: Berlin midnight (today's opening hours), an alert's window bound. */
  until: number;
}

/** A kept answer is read again after this long at most, whatever announced or did not. */
const MAX_AGE_MS = 60_000;

function nextBerlinMidnight(now: Date): number {
  return berlinInstant(addDays(berlinDay(now), 1)).getTime();
}

/**
 * The chrome data of documents (menus, footer, settings, top alerts, today's opening hours), per
 * language, loaded once and kept until content, settings or the programme change on any instance
 * (the change bus), until the day in Berlin ends, or until an alert's online window opens or
 * closes, whichever comes first. An answer with a failed part is not kept.
 */
export class ChromeDataCache {
  private readonly kept = new Map<Locale, Kept>();
  private readonly loading = new Map<Locale, Promise<ChromeData>>();
  /** Counts up on every change: a load that began before a change is not kept. */
  private generation = 0;

  constructor(private readonly app: FastifyInstance) {
    const forget = () => {
      this.generation += 1;
      this.kept.clear();
    };
    for (const topic of ['content', 'settings', 'programme'] as const) app.changes.subscribe(topic, forget);
  }

  async get(locale: Locale): Promise<ChromeData> {
    const now = this.app.clock();
    const kept = this.kept.get(locale);
    if (kept && kept.until > now.getTime()) return { ...kept.parts, renderedAt: now.toISOString() };
    const running = this.loading.get(locale);
    if (running) return { ...(await running), renderedAt: now.toISOString() };
    const load = this.load(locale, now).finally(() => this.loading.delete(locale));
    this.loading.set(locale, load);
    return load;
  }

  private async load(locale: Locale, now: Date): Promise<ChromeData> {
    const generation = this.generation;
    const [{ chrome, complete }, nextAlertBound] = await Promise.all([loadChromeData(this.app, locale), nextBreakingNewsBound(this.app.db.kysely, now)]);
    if (complete && generation === this.generation) {
      const { renderedAt: _renderedAt, ...parts } = chrome;
      const bounds = [nextBerlinMidnight(now), now.getTime() + MAX_AGE_MS, ...(nextAlertBound ? [nextAlertBound.getTime()] : [])];
      this.kept.set(locale, { parts, until: Math.min(...bounds) });
    }
    return chrome;
  }
}
