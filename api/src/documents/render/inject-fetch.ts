import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** Statuses whose answers carry no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The fetch a route loader gets on the server: the api answers its own routes in process
 * (readInProcess), as an anonymous visitor, so the rendered page is the same for everyone.
 */
export function injectFetch(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    if (init.method && init.method !== 'GET') throw new Error(`a route loader reads only: ${init.method} ${url}`);
    const answer = await app.readInProcess(url, { signal: init.signal ?? undefined });
    const contentType = answer.headers['content-type'];
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
