import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import Fastify, { LogController, type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config';
import type { Db } from './db/create-db';
import './plugins/app/decorators';
import changes from './plugins/app/changes';
import connectionClose from './plugins/app/connection-close';
import csrf from './plugins/app/csrf';
import errorHandler from './plugins/app/error-handler';
import finiteNumbers from './plugins/app/finite-numbers';
import inProcess, { isInProcess } from './plugins/app/in-process';
import locale, { stripApiLocale } from './plugins/app/locale';
import securityHeaders from './plugins/app/security-headers';
import redis from './plugins/app/redis';
import requestIdHeader, { requestId } from './plugins/app/request-id';
import session from './plugins/app/session';
import tempFileSweeper from './plugins/app/temp-file-sweeper';
import programmeServices from './plugins/app/programme-services';
import publicationScheduler from './plugins/app/publication-scheduler';
import trustedHost from './plugins/app/trusted-host';
import compression from './plugins/external/compression';
import multipart from './plugins/external/multipart';
import swagger from './plugins/external/swagger';
import accountRoutes from './routes/account/account-routes';
import calendarRoutes from './routes/account/calendar-routes';
import adminRoutes from './routes/admin/admin-routes';
import contentRoutes from './routes/content/content-routes';
import dashboardRoutes from './routes/dashboard/dashboard-routes';
import formsRoutes from './routes/forms/forms-routes';
import healthRoutes from './routes/health/health-routes';
import imageUploadRoutes from './routes/media/image-upload-routes';
import pageeditorWriteRoutes from './routes/pageeditor/pageeditor-write-routes';
import programmeRoutes from './routes/programme/programme-routes';
import shopRoutes from './routes/shop/shop-routes';
import siteRoutes from './routes/site/site-routes';
import testClockRoutes from './routes/test-clock/test-clock-routes';
import { movableClock } from './services/common/movable-clock';
import { HUB_KEYWORDS } from '@festival/shared/api-schemas/admin-fields';
import { setBusyTimeout } from './services/shop/seat-locks';

export interface AppDeps {
  config: AppConfig;
  db: Db;
  clock?: () => Date;
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp({ config, db, clock = () => new Date(), logger = false }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger,
    genReqId: (request) => (isInProcess(request) ? 'in-process' : requestId(request)),
    logController: new LogController({ disableRequestLogging: (request) => request.inProcess }),
    trustProxy: config.trustProxy,
    rewriteUrl: stripApiLocale,
    ajv: { customOptions: { coerceTypes: 'array', removeAdditional: false, keywords: [...HUB_KEYWORDS] } },
  }).withTypeProvider<TypeBoxTypeProvider>();

  const testClock = config.testClock ? movableClock(clock) : null;
  app.decorate('config', config);
  app.decorate('db', db);
  // SQLite: another process's write lock (the create-staff command) is waited for as long as a
  // seat lock; a write that waits longer answers 503 (plugins/app/error-handler.ts).
  if (db.dialect === 'sqlite') await setBusyTimeout(db.kysely, config.shopLimits.lockTimeoutMs);
  app.decorate('clock', testClock ? testClock.now : clock);

  // external plugins
  await app.register(compression);
  await app.register(cookie);
  await app.register(redis);
  // With Redis every instance counts in one place; skipOnError: a Redis outage lifts the limits instead of failing requests.
  await app.register(rateLimit, { global: false, ...(app.redis ? { redis: app.redis, skipOnError: true } : {}) });
  await app.register(multipart);
  await app.register(swagger);

  // our own decorators and hooks
  await app.register(errorHandler);
  await app.register(inProcess);
  await app.register(requestIdHeader);
  await app.register(connectionClose);
  await app.register(securityHeaders);
  await app.register(trustedHost);
  await app.register(finiteNumbers);
  await app.register(locale);
  await app.register(csrf);
  await app.register(session);
  await app.register(changes);
  await app.register(programmeServices);
  await app.register(tempFileSweeper);
  await app.register(publicationScheduler);

  // routes
  await app.register(healthRoutes);
  await app.register(programmeRoutes);
  await app.register(contentRoutes);
  await app.register(pageeditorWriteRoutes);
  await app.register(adminRoutes);
  await app.register(imageUploadRoutes);
  await app.register(formsRoutes);
  await app.register(accountRoutes);
  await app.register(calendarRoutes);
  await app.register(shopRoutes);
  await app.register(dashboardRoutes);
  if (testClock) await app.register(testClockRoutes, { clock: testClock });
  await app.register(siteRoutes);

  return app;
}
