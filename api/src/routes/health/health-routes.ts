import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { pendingMigrations } from '../../db/migration-status';

const tags = ['operations'];
const Status = Type.Object({ status: Type.String() });
const NotReady = Type.Object({ detail: Type.String(), pending: Type.Optional(Type.Array(Type.String())) });

/**
 * Probes for an orchestrator: /healthz while the process serves, /readyz while it can do its
 * work (database reachable, schema current). They answer whatever the Host: probes address
 * the process, and their answers name no host.
 */
const healthRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get('/healthz', { config: { anyHost: true }, schema: { tags, response: { 200: Status } } }, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return { status: 'ok' };
  });

  app.get('/readyz', {
    config: { anyHost: true },
    schema: { tags, response: { 200: Status, 503: NotReady } },
  }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    try {
      await sql`select 1`.execute(app.db.kysely);
    } catch (error) {
      request.log.warn({ err: error }, 'readiness: database unreachable');
      return reply.code(503).send({ detail: 'Database unreachable' });
    }
    const pending = await pendingMigrations(app.db.kysely);
    if (pending.length > 0) return reply.code(503).send({ detail: 'Migrations pending', pending });
    return { status: 'ready' };
  });
};
export default healthRoutes;
