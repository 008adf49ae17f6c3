import type { FastifyInstance } from 'fastify';
import type { ApiFetch } from '@festival/shared/ssr/route-data';
import { InProcessReads, readAnswer, type InProcessAnswer } from './in-process-reads';

/** Statuses whose answers carry no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

function toResponse(answer: InProcessAnswer): Response {
  return new Response(NO_BODY.has(answer.status) ? null : answer.body, {
    status: answer.status,
    headers: answer.contentType ? { 'content-type': answer.contentType } : {},
  });
}

function readOnly(url: string, init: RequestInit): void {
  if (init.method && init.method !== 'GET') throw new Error(`a route loader reads only: ${init.method} ${url}`);
}

/**
 * The fetch a route loader gets on the server: the api answers its own routes in process
 * (InProcessReads), as an anonymous visitor, so the rendered page is the same for everyone.
 */
export function injectFetch(app: FastifyInstance): ApiFetch {
  const reads = new InProcessReads(app);
  return async (url, init) => {
    readOnly(url, init);
    return toResponse(await reads.get(url, init.signal ?? undefined));
  };
}

/**
 * The fetch of a shell page's loader (a CMS page, a search, a form): read in process for this
 * visitor and not kept, so a search counts once against their rate limit, as the browser's
 * would (it does not search again).
 */
export function visitorFetch(app: FastifyInstance, remoteAddress: string): ApiFetch {
  return async (url, init) => {
    readOnly(url, init);
    return toResponse(await readAnswer(app, url, { remoteAddress, signal: init.signal ?? undefined }));
  };
}
