import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { ChangeBus } from '../../services/changes/change-bus';
import { PageDataCache, type PageDataCacheOptions } from './page-data-cache';

/** The answers worth keeping: a page and the not-found page. */
export interface CacheableDocument {
  status: 200 | 404;
  html: string;
}

export type DocumentEncoding = 'br' | 'gzip';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** Larger than any document's compressed bytes: one chunk, one trip to the thread pool. */
const CHUNK = 128 * 1024;

/**
 * In the thread pool, beside the renders, but with brotli's window cut to 256 kB (documents are
 * far smaller) and the whole answer in one chunk. With the default 4 MB window, 50 connections
 * asking for new programme documents cost 14-15 ms of CPU a request instead of 7 at one
 * connection: full garbage collections, one every few MB, on V8's helper threads (the encoders'
 * memory is external memory to V8). This way 8.7-9.6 ms. Compressing on the main thread cost
 * 6.6-8.3 ms, but under the bench's mixed soak it had 15-18 % of the renders refused (3,841,
 * 4,079 and 4,611 of about 25,000 requests) against 0-6 % here: the main thread is what renders.
 */
const ENCODERS: Record<DocumentEncoding, (bytes: Buffer) => Promise<Buffer>> = {
  // Quality 6: about 1 ms for a programme page; from 9 on brotli costs ten times that (11: sixty) for a few percent.
  br: (bytes) => brotli(bytes, {
    chunkSize: CHUNK,
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 6,
      [zlib.constants.BROTLI_PARAM_LGWIN]: 18,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  }),
  gzip: (bytes) => gzip(bytes, { level: 9, chunkSize: CHUNK }),
};

/** A document as the cache keeps it: its bytes, and each encoding made the first time it is asked for. */
export class KeptDocument {
  readonly bytes: Buffer;
  private readonly encoded = new Map<DocumentEncoding, Promise<Buffer>>();

  constructor(readonly status: CacheableDocument['status'], readonly html: string) {
    this.bytes = Buffer.from(html, 'utf8');
  }

  encoding(encoding: DocumentEncoding): Promise<Buffer> {
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
