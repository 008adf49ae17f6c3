import type { FastifyInstance } from 'fastify';
import { PageDataCache } from '../cache/page-data-cache';

/** What a route loader reads of an in-process answer. */
export interface InProcessAnswer {
  status: number;
  body: Buffer;
}

/** A GET of the api's own route, read in process (app.readInProcess). */
export async function readAnswer(app: FastifyInstance, url: string, options: { remoteAddress?: string; signal?: AbortSignal }): Promise<InProcessAnswer> {
  const answer = await app.readInProcess(url, options);
  return { status: answer.statusCode, body: answer.rawPayload };
}

/**
 * The api's answers route loaders render documents from, read in process (app.readInProcess)
 * as an anonymous visitor, and kept as long as a document is (DOCUMENT_CACHE_MS, emptied by any
 * change): fresh documents of one page share its filter lists, teasers and the like instead of
 * running each route again. Only 200 answers are kept.
 */
export class InProcessReads {
  private readonly kept: PageDataCache<InProcessAnswer> | null;

  constructor(private readonly app: FastifyInstance) {
    const ttlMs = app.config.documentCacheMs;
    this.kept = ttlMs > 0 ? new PageDataCache(app.changes, () => app.clock().getTime(), { ttlMs }) : null;
  }

  async get(url: string, signal?: AbortSignal): Promise<InProcessAnswer> {
    if (!this.kept) return this.read(url, signal);
    let answer: InProcessAnswer | undefined;
    // A read shared by several renders is not given up when one of them gives up.
    const kept = await this.kept.get(url, async () => {
      answer = await this.read(url);
      return answer.status === 200 ? answer : null;
    });
    return kept ?? answer ?? this.read(url, signal);
  }

  private read(url: string, signal?: AbortSignal): Promise<InProcessAnswer> {
    return readAnswer(this.app, url, { signal });
  }
}
