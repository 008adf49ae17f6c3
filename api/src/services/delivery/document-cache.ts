import type { ChangeBus } from '../changes/change-bus';

export interface DocumentCacheOptions {
  /**
   * How long a rendered document is reused. Documents show availability (JSON-LD offers, the
   * programme's seat states), and holds run out by time without a write to announce it: this is
   * the programme list's own availability reuse, so a document is never staler than the API.
   */
  ttlMs: number;
  maxEntries: number;
}

/** The answers worth keeping: a page and the not-found page. */
export interface CacheableDocument {
  status: 200 | 404;
  html: string;
}

/** A rendered document as the cache keeps it: its HTML cut at the nonce, filled in per answer. */
export interface CachedDocument {
  status: CacheableDocument['status'];
  /** The HTML split where this answer's script nonce stood (one more part than nonces). */
  parts: string[];
}

interface Entry {
  document: CachedDocument;
  expiresAt: number;
}

const DEFAULTS: DocumentCacheOptions = { ttlMs: 1000, maxEntries: 500 };

/**
 * Anonymous documents, rendered once per URL and locale and answered from memory for a moment.
 * Any programme, content, settings or seat change empties it at once on every instance (the
 * change bus), so an edit shows on the next request. Renders of one key asked for together run once.
 * Signed-in visitors are never answered from here (the route decides), and nothing signed-in
 * is ever rendered into a document that is kept.
 */
export class DocumentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<CachedDocument | null>>();
  private readonly options: DocumentCacheOptions;
  /** Counts up on every change: a render that began before a change is not kept. */
  private generation = 0;

  constructor(changes: ChangeBus, private readonly now: () => number, options: Partial<DocumentCacheOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
    const clear = () => {
      this.generation += 1;
      this.entries.clear();
    };
    changes.subscribe('programme', clear);
    changes.subscribe('content', clear);
    changes.subscribe('settings', clear);
    changes.subscribe('availability', clear);
  }

  /**
   * The kept document for `key`, or the one `render` gives (null: not to be kept, answered
   * by the caller itself). `render` receives the nonce it must use, so it can be cut out.
   */
  async get(key: string, nonce: string, render: () => Promise<CacheableDocument | null>): Promise<CacheableDocument | null> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.now()) return { status: kept.document.status, html: kept.document.parts.join(nonce) };
    const running = this.rendering.get(key);
    if (running) {
      const shared = await running;
      return shared && { status: shared.status, html: shared.parts.join(nonce) };
    }
    const generation = this.generation;
    const rendered = render().then((answer) => {
      if (!answer) return null;
      const document = { status: answer.status, parts: answer.html.split(nonce) };
      if (generation === this.generation) this.keep(key, document);
      return document;
    }).finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    const document = await rendered;
    return document && { status: document.status, html: document.parts.join(nonce) };
  }

  private keep(key: string, document: CachedDocument): void {
    this.entries.delete(key);
    this.entries.set(key, { document, expiresAt: this.now() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
