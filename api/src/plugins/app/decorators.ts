import type { AppConfig } from '../../config';
import type { Db } from '../../db/create-db';
import type { Locale } from '@festival/shared/i18n/locales';

declare module 'fastify' {
  interface FastifyInstance {
    config: AppConfig;
    db: Db;
    /** The one source of "now" for the api, injectable in tests. */
    clock: () => Date;
  }
  interface FastifyReply {
    /** Set by the static file routes: a file of a build or api/public, not an answer made for this visitor. */
    servesFile: boolean;
  }
  interface FastifyRequest {
    /** de or en: from a /{lang}/ prefix, else the locale cookie, else Accept-Language, else de. */
    locale: Locale;
  }
}
