import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** Statuses whose answers carry no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

/**
 * The fetch a route loader gets on the server: the api answers its own routes in process
 * (app.inject), as an anonymous visitor, so the rendered page is the same for everyone.
 */
export function injectFetch(app: FastifyInstance): ApiFetch {
  return async (url, init) => {
    const answer = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url,
      headers: { accept: 'application/json' },
      signal: init.signal ?? undefined,
    });
    const contentType = answer.headers['content-type'];
    return new Response(NO_BODY.has(answer.statusCode) ? null : answer.rawPayload, {
      status: answer.statusCode,
      headers: typeof contentType === 'string' ? { 'content-type': contentType } : {},
    });
  };
}
