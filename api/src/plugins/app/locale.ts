import type { IncomingMessage } from 'node:http';
import fp from 'fastify-plugin';
import { detectLocale, isLocale, type Locale } from '@festival/shared/i18n/locales';

const prefixedApi = /^\/(de|en)(\/(?:api|pageeditor-api)(?:\/.*)?)$/;
const rewrittenLocale = new WeakMap<IncomingMessage, Locale>();

/**
 * Fastify rewriteUrl hook: /{lang}/api/… and /{lang}/pageeditor-api/… are served by the
 * same routes as their unprefixed forms, so each route is declared (and documented) once.
 */
export function stripApiLocale(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const match = prefixedApi.exec(url);
  if (!match) return url;
  rewrittenLocale.set(req, match[1] as Locale);
  return match[2] as string;
}

export default fp(async (app) => {
  app.decorateRequest('locale', 'de');
  app.addHook('onRequest', (request, _reply, done) => {
    const fromPrefix = rewrittenLocale.get(request.raw);
    const fromQuery = (request.query as Record<string, unknown> | undefined)?.lang;
    request.locale =
      fromPrefix ??
      (typeof fromQuery === 'string' && isLocale(fromQuery) ? fromQuery : undefined) ??
      detectLocale({ cookie: request.cookies?.locale, acceptLanguage: request.headers['accept-language'] });
    done();
  });
}, { name: 'locale', dependencies: ['@fastify/cookie'] });
