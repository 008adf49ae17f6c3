import { randomBytes } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { LightMyRequestResponse } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * A GET of the api's own route made while rendering a document, as an anonymous visitor: it
     * runs the route (validation, rate limits, serialisation) but none of the HTTP answer's
     * concerns (request log and id, security headers, CSRF cookie), which no client ever sees.
     */
    readInProcess(url: string, options?: { remoteAddress?: string; signal?: AbortSignal }): Promise<LightMyRequestResponse>;
  }
  interface FastifyRequest {
    /** True for a read made by readInProcess. */
    inProcess: boolean;
  }
}

const HEADER = 'x-in-process';
/** Known to this process alone, so no client can pass for an in-process read. */
const TOKEN = randomBytes(16).toString('hex');

export function isInProcess(request: IncomingMessage): boolean {
  return request.headers[HEADER] === TOKEN;
}

export default fp(async (app) => {
  app.decorateRequest('inProcess', {
    getter(this: { raw: IncomingMessage }) {
      return isInProcess(this.raw);
    },
  });
  app.decorate('readInProcess', (url: string, { remoteAddress, signal }: { remoteAddress?: string; signal?: AbortSignal } = {}) =>
    app.inject({ method: 'GET', url, remoteAddress, signal, headers: { accept: 'application/json', [HEADER]: TOKEN } }));
}, { name: 'in-process' });
