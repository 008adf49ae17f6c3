import { randomBytes, timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'x-csrftoken';
const UNSAFE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

const TOKEN_BYTES = 24;
const TOKENS_PER_DRAW = 256;
let randomPool = Buffer.alloc(0);
let poolOffset = 0;

/**
 * A fresh token for every visitor without one, which on the API is nearly every first call:
 * random bytes are drawn for many tokens at once, as drawing them per token cost more than the
 * rest of a cached programme answer. Each byte still goes into one token only.
 */
function newToken(): string {
  if (poolOffset + TOKEN_BYTES > randomPool.length) {
    randomPool = randomBytes(TOKEN_BYTES * TOKENS_PER_DRAW);
    poolOffset = 0;
  }
  const token = randomPool.subarray(poolOffset, poolOffset + TOKEN_BYTES).toString('base64url');
  poolOffset += TOKEN_BYTES;
  return token;
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Double-submit CSRF (architecture: server): every response hands out a readable `csrftoken`
 * cookie when the visitor has none; every unsafe method must echo it in `X-CSRFToken`.
 * A cross-site page can make the browser send the cookie but cannot read it to set the header.
 */
export default fp(async (app) => {
  app.decorateReply('servesFile', false);
  // Callback-style hooks: they run on every request, and sync hooks skip a promise per call.
  app.addHook('onRequest', (request, reply, done) => {
    if (UNSAFE_METHODS.has(request.method)) {
      const cookie = request.cookies[CSRF_COOKIE];
      const header = request.headers[CSRF_HEADER];
      if (!cookie || typeof header !== 'string' || !sameToken(cookie, header)) {
        reply.status(403).send({ detail: 'CSRF token missing or incorrect.' });
        return;
      }
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    // Only documents and API answers carry it: static files (manifests, error pages) are cacheable.
    const type = String(reply.getHeader('content-type') ?? '');
    if (!request.inProcess && !request.cookies[CSRF_COOKIE] && !reply.servesFile && /text\/html|application\/json/.test(type)) {
      reply.setCookie(CSRF_COOKIE, newToken(), {
        path: '/',
        sameSite: 'lax',
        secure: request.protocol === 'https',
        httpOnly: false,
        maxAge: 365 * 24 * 3600,
      });
    }
    done(null, payload);
  });
}, { name: 'csrf', dependencies: ['@fastify/cookie'] });
