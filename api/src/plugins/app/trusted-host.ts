import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Answers whatever the Host header says (health probes address the process, not the site). */
    anyHost?: boolean;
  }
}

/** host[:port] as HTTP allows it: a DNS name or IPv4 address, or an IPv6 literal in brackets. */
const HOST_SYNTAX = /^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/** "Festival.Example:8080" → "festival.example"; ports are not compared. */
export function hostName(host: string): string {
  const name = host.startsWith('[') ? host.slice(0, host.indexOf(']') + 1) : host.split(':', 1)[0] ?? '';
  return name.toLowerCase().replace(/\.$/, '');
}

/**
 * Loopback names reach only this machine (health checks, benchmarks, a developer's browser);
 * answers name the public origin, never the Host, so they are always served.
 */
const LOOPBACK = ['localhost', '127.0.0.1', '[::1]'];

/**
 * A request for any host but the public origin's, ALLOWED_HOSTS and the loopback names answers
 * 400, so that no cache in front of the site can store an answer made for a forged Host.
 * request.host is the Host header, or X-Forwarded-Host only when TRUST_PROXY is set.
 */
export default fp(async (app) => {
  const allowed = new Set([new URL(app.config.publicOrigin).host, ...app.config.allowedHosts, ...LOOPBACK].map(hostName));
  app.addHook('onRequest', (request, reply, done) => {
    const host = request.host as string | undefined;
    if (request.routeOptions.config.anyHost || (host && HOST_SYNTAX.test(host) && allowed.has(hostName(host)))) {
      done();
      return;
    }
    reply.code(400).send({ detail: 'Unknown host' });
  });
}, { name: 'trusted-host' });
