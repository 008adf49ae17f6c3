import fp from 'fastify-plugin';
import { contentSecurityPolicy } from '../../services/site/content-security-policy';

declare module 'fastify' {
  interface FastifyReply {
    /** Allows the inline scripts with these hashes ("sha256-…") in this answer's Content-Security-Policy. */
    allowInlineScripts(hashes: readonly string[]): void;
  }
}

/**
 * Powerful features nothing on the site uses; embeds keep fullscreen and picture-in-picture.
 * Only features Chromium knows: an unknown one (bluetooth) logs an error on every page.
 */
const PERMISSIONS_POLICY = 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), midi=(), browsing-topics=()';
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Security headers on every answer: documents, JSON, static files and errors alike. HSTS only
 * over HTTPS (as the proxy reports it when TRUST_PROXY is set): over HTTP browsers ignore it.
 */
export default fp(async (app) => {
  const policy = contentSecurityPolicy(app.config);
  const headers = {
    'content-security-policy': policy(),
    'x-frame-options': 'SAMEORIGIN',
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'permissions-policy': PERMISSIONS_POLICY,
    'cross-origin-opener-policy': 'same-origin',
  };
  app.decorateReply('allowInlineScripts', function allowInlineScripts(hashes: readonly string[]) {
    this.header('content-security-policy', policy(hashes));
  });
  app.addHook('onRequest', (request, reply, done) => {
    if (request.inProcess) {
      done();
      return;
    }
    reply.headers(headers);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}, { name: 'security-headers' });
