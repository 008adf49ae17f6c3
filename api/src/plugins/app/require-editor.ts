import type { FastifyRequest } from 'fastify';
import { ForbiddenError, UnauthorizedError } from '../../services/common/http-errors';
import { bool } from '../../services/common/stored-values';

/**
 * onRequest hook of every editor route (spec §6): a folder of routes adds it once. Without a
 * session the answer is 401 (the editor opens its login modal), for other accounts 403.
 */
export async function requireEditor(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new UnauthorizedError('Authentication credentials were not provided.');
  if (!bool(request.user.is_editor)) throw new ForbiddenError('You do not have permission to edit pages.');
}
