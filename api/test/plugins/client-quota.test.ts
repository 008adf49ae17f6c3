import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { clientQuota } from '../../src/plugins/app/client-quota';

/**
 * Counters of different quotas stay apart, in memory and in Redis, where the rate-limit
 * plugin keys every counter made with createRateLimit by the client address alone.
 */
const redisUrl = process.env.TEST_REDIS_URL;
if (!redisUrl) console.info('client-quota.test.ts: the Redis case needs TEST_REDIS_URL=redis://…, skipped.');

const stores: Array<[string, (() => Redis | null) | null]> = [['in memory', () => null], ['in Redis', redisUrl ? () => new Redis(redisUrl) : null]];

describe.each(stores)('address counters %s', (_name, connect) => {
  const run = connect ? test : test.skip;
  let app: FastifyInstance;
  let redis: Redis | null;

  beforeEach(async () => {
    redis = connect!();
    app = Fastify();
    await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
    // A scope of its own per run: Redis keeps the counters of earlier runs for their window.
    const run = `${process.pid}-${Date.now()}`;
    app.get('/uploads', { onRequest: clientQuota(app, `uploads-${run}`, 2, '1 minute') }, async () => ({ ok: true }));
    app.get('/entries', { onRequest: clientQuota(app, `entries-${run}`, 2, '1 minute') }, async () => ({ ok: true }));
    await app.ready();
  });

  afterEach(async () => {
    await app.close();
    await redis?.quit();
  });

  run('two quotas of one address count separately', async () => {
    const status = async (url: string) => (await app.inject({ url, remoteAddress: '203.0.113.9' })).statusCode;
    expect([await status('/uploads'), await status('/uploads'), await status('/uploads')]).toEqual([200, 200, 429]);
    expect(await status('/entries')).toBe(200);
  });
});
