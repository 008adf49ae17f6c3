import zlib from 'node:zlib';
import type { ChangeBus } from '../../services/changes/change-bus';
import { PageDataCache, type PageDataCacheOptions } from './page-data-cache';

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

/**
 * Anonymous documents, rendered once per URL and locale and answered from memory for a moment
 * (PageDataCache), compressed once per encoding. Signed-in visitors are never answered from here
 * (the route decides), and nothing signed-in is ever rendered into a document that is kept. A
 * document is the same for every visitor (its Content-Security-Policy names inline scripts by
 * their hashes).
 */
export class DocumentCache {
  private readonly documents: PageDataCache<KeptDocument>;

  constructor(changes: ChangeBus, now: () => number, options: Partial<PageDataCacheOptions> = {}) {
    this.documents = new PageDataCache(changes, now, options);
  }

  /** The kept document for `key`, or the one `render` gives (null: not to be kept, answered by the caller itself). */
  get(key: string, render: () => Promise<CacheableDocument | null>): Promise<KeptDocument | null> {
    return this.documents.get(key, async () => {
      const answer = await render();
      return answer ? new KeptDocument(answer.status, answer.html) : null;
    });
  }
}
