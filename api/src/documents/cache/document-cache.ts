import zlib from 'node:zlib';
import type { ChangeBus } from '../../services/changes/change-bus';

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

export type DocumentEncoding = 'br' | 'gzip';

/**
 * Compressed on the main thread, not in the thread pool: about 1 ms a document either way, but
 * under load the asynchronous one-shot calls cost twice a fresh document's CPU (their encoders'
 * memory, reported to V8 as external, kept forcing full garbage collections): measured with 50
 * connections asking for new programme documents, 14 ms CPU a request asynchronously, 6-7 ms so.
 */
const ENCODERS: Record<DocumentEncoding, (bytes: Buffer) => Buffer> = {
  // Quality 6: about 1 ms for a programme page; from 9 on brotli costs ten times that (11: sixty) for a few percent.
  br: (bytes) => zlib.brotliCompressSync(bytes, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
  gzip: (bytes) => zlib.gzipSync(bytes, { level: 9 }),
};

/** A document as the cache keeps it: its bytes, and each encoding made the first time it is asked for. */
export class KeptDocument {
  readonly bytes: Buffer;
  private readonly encoded = new Map<DocumentEncoding, Buffer>();

  constructor(readonly status: CacheableDocument['status'], readonly html: string) {
    this.bytes = Buffer.from(html, 'utf8');
  }

  encoding(encoding: DocumentEncoding): Buffer {
    let bytes = this.encoded.get(encoding);
    if (!bytes) {
      bytes = ENCODERS[encoding](this.bytes);
      this.encoded.set(encoding, bytes);
    }
    return bytes;
  }
}

interface Entry {
  document: KeptDocument;
  expiresAt: number;
}

const DEFAULTS: DocumentCacheOptions = { ttlMs: 1000, maxEntries: 500 };

/**
 * Anonymous documents, rendered once per URL and locale and answered from memory for a moment,
 * compressed once per encoding. Any programme, content, settings or seat change empties it at
 * once on every instance (the change bus), so an edit shows on the next request. Renders of one
 * key asked for together run once. Signed-in visitors are never answered from here (the route
 * decides), and nothing signed-in is ever rendered into a document that is kept. A document is
 * the same for every visitor (its Content-Security-Policy names inline scripts by their hashes).
 */
export class DocumentCache {
  private readonly entries = new Map<string, Entry>();
  private readonly rendering = new Map<string, Promise<KeptDocument | null>>();
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

  /** The kept document for `key`, or the one `render` gives (null: not to be kept, answered by the caller itself). */
  async get(key: string, render: () => Promise<CacheableDocument | null>): Promise<KeptDocument | null> {
    const kept = this.entries.get(key);
    if (kept && kept.expiresAt > this.now()) return kept.document;
    const running = this.rendering.get(key);
    if (running) return running;
    const generation = this.generation;
    const rendered = render().then((answer) => {
      if (!answer) return null;
      const document = new KeptDocument(answer.status, answer.html);
      if (generation === this.generation) this.keep(key, document);
      return document;
    }).finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    return rendered;
  }

  private keep(key: string, document: KeptDocument): void {
    this.entries.delete(key);
    this.entries.set(key, { document, expiresAt: this.now() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) this.entries.delete(this.entries.keys().next().value!);
  }
}
