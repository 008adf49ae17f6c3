import type { ChangeBus } from '../../services/changes/change-bus';

export interface PageDataCacheOptions {
  /**
   * How long a value is reused. Pages show availability (JSON-LD offers, the programme's seat
   * states), and holds run out by time without a write to announce it: this is the programme
   * list's own availability reuse, so nothing kept here is staler than the API.
   */
  ttlMs: number;
  maxEntries: number;
}

interface Entry<T> {
  value: T;
  expiresAt: number;
}

const DEFAULTS: PageDataCacheOptions = { ttlMs: 1000, maxEntries: 500 };

/**
 * What documents are made of (the documents themselves, the api answers they are rendered from),
 * kept per key for a moment. Any programme, content, settings or seat change empties it at once
 * on every instance (the change bus), so an edit shows on the next request. Loads of one key
 * asked for together run once; a load that began before a change is not kept.
 */
export class PageDataCache<T> {
  private readonly entries = new Map<string, Entry<T>>();
  private readonly loading = new Map<string, Promise<T | null>>();
  private readonly options: PageDataCacheOptions;
  private generation = 0;

  constructor(changes: ChangeBus, private readonly now: () => number, options: Partial<PageDataCacheOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    const clear = () => {
      this.generation += 1;
      this.entries.clear();
    };
    for (const topic of ['programme', 'content', 'settings', 'availability'] as const) changes.subscribe(topic, clear);
  }

  /** The kept value for `key`, or the one `load` gives (null: not to be kept, answered by the caller itself). */
  async get(key: string, load: () => Promise<T | null>): Promise<T | null> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.now()) return kept.value;
    const running = this.loading.get(key);
    if (running) return running;
    const generation = this.generation;
    const loaded = load().then((value) => {
      if (value !== null && generation === this.generation) this.keep(key, value);
      return value;
    }).finally(() => this.loading.delete(key));
    this.loading.set(key, loaded);
    return loaded;
  }

  private keep(key: string, value: T): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.now() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
