import type { FastifyInstance } from 'fastify';
import type { ApiAnswer, ApiFetch } from '@festival/shared/ssr/route-data';
import { InProcessReads, readAnswer, type InProcessAnswer } from './in-process-reads';

/**
 * The in-process answer as the api client reads it. Not a Response: building one (headers and a
 * body stream) cost as much as a third of the in-process read it wraps.
 */
function toApiAnswer(url: string, answer: InProcessAnswer): ApiAnswer {
  return {
    ok: answer.status >= 200 && answer.status < 300,
    status: answer.status,
    statusText: '',
    url,
    text: () => Promise.resolve(answer.body.toString('utf8')),
  };
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
    return toApiAnswer(url, await reads.get(url, init.signal ?? undefined));
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
    return toApiAnswer(url, await readAnswer(app, url, { remoteAddress, signal: init.signal ?? undefined }));
  };
}
