import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import { InProcessReads } from './in-process-reads';

/** Statuses whose answers carry no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The fetch a route loader gets on the server: the api answers its own routes in process
 * (InProcessReads), as an anonymous visitor, so the rendered page is the same for everyone.
 */
export function injectFetch(app: FastifyInstance): ApiFetch {
  const reads = new InProcessReads(app);
  return async (url, init) => {
    if (init.method && init.method !== 'GET') throw new Error(`a route loader reads only: ${init.method} ${url}`);
    const answer = await reads.get(url, init.signal ?? undefined);
    return new Response(NO_BODY.has(answer.status) ? null : answer.body, {
      status: answer.status,
      headers: answer.contentType ? { 'content-type': answer.contentType } : {},
    });
  };
}
