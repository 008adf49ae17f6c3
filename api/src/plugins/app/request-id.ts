import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';

/** What a proxy or client may pass in X-Request-Id: a UUID or a similar token, nothing a log could misread. */
const WELL_FORMED = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Fastify's genReqId: the incoming X-Request-Id when well-formed (a proxy's id joins the logs
 * of both), else a fresh UUID, unique across api instances. Fastify puts it on every log line
 * of the request as reqId.
 */
export function requestId(request: IncomingMessage): string {
  const incoming = request.headers['x-request-id'];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request id, so that a visitor's error report leads to its log lines. */
export default fp(async (app) => {
  app.addHook('onRequest', (request, reply, done) => {
    if (!request.inProcess) reply.header('x-request-id', request.id);
    done();
  });
}, { name: 'request-id' });
