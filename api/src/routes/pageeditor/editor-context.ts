import type { FastifyInstance, FastifyRequest } from 'fastify';
import { UnauthorizedError } from '../../services/common/http-errors';
import type { EditorWriteContext } from '../../services/editing/write-pipeline';

/** What a write needs of the request: the editor (checked by the folder's requireEditor), language and time. */
export function editorContext(app: FastifyInstance, request: FastifyRequest): EditorWriteContext {
  if (!request.user) throw new UnauthorizedError('Authentication credentials were not provided.');
  return { db: app.db, changes: app.changes, user: request.user, locale: request.locale, now: app.clock(), lockTimeoutMs: app.config.shopLimits.lockTimeoutMs };
}
