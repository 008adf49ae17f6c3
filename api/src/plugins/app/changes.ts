import fp from 'fastify-plugin';
import { InProcessChangeBus, type ChangeBus } from '../../services/changes/change-bus';
import { PostgresChangeTransport } from '../../services/changes/postgres-change-transport';
import { RedisChangeTransport } from '../../services/changes/redis-change-transport';
import { SharedChangeBus, type ChangeTransport } from '../../services/changes/shared-change-bus';

declare module 'fastify' {
  interface FastifyInstance {
    /** Where writes announce what changed and caches hear of it (services/changes/change-bus.ts). */
    changes: ChangeBus;
  }
}

/**
 * Across instances through Redis when REDIS_URL is set, else through PostgreSQL when the
 * database is one; in this process only on SQLite, which one process serves.
 */
export default fp(async (app) => {
  const { redisUrl, databaseUrl } = app.config;
  let transport: ChangeTransport | null = null;
  if (app.redis) transport = new RedisChangeTransport(app.redis, app.log);
  else if (app.db.dialect === 'postgres' && databaseUrl) transport = new PostgresChangeTransport({ connectionString: databaseUrl }, app.db.kysely, app.log);
  let bus: ChangeBus;
  if (transport) {
    const shared = new SharedChangeBus(transport, app.log);
    await shared.start();
    app.log.info({ via: redisUrl ? 'redis' : 'postgres', instance: shared.instanceId }, 'change bus shared between instances');
    bus = shared;
  } else {
    bus = new InProcessChangeBus(app.log);
  }
  app.decorate('changes', bus);
  app.addHook('onClose', async () => bus.close());
}, { name: 'changes', dependencies: ['redis'] });
