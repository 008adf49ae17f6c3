import fp from 'fastify-plugin';
import { Redis } from 'ioredis';

declare module 'fastify' {
  interface FastifyInstance {
    /** The connection to REDIS_URL, shared by the rate limits and the change bus; null without one. */
    redis: Redis | null;
  }
}

export default fp(async (app) => {
  const url = app.config.redisUrl;
  if (!url) {
    app.decorate('redis', null);
    return;
  }
  // A request waits for at most one retry while Redis is away rather than for the default twenty.
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  redis.on('error', (error: Error) => app.log.error({ err: error }, 'redis error'));
  await redis.connect();
  app.decorate('redis', redis);
  app.addHook('onClose', async () => { await redis.quit(); });
}, { name: 'redis' });
