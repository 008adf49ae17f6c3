import type { FastifyRequest } from 'fastify';
import type { UserRow } from '../../db/tables/users.table';
import { ForbiddenError, UnauthorizedError } from '../../services/common/http-errors';
import { bool } from '../../services/common/stored-values';

/** Whether the account may edit pages (spec §6: the editor role). */
export function isEditor(user: UserRow | null): user is UserRow {
  return user !== null && bool(user.is_editor);
}

/**
 * onRequest hook of every editor route (spec §6): a folder of routes adds it once. Without a
 * session the answer is 401 (the editor opens its login modal), for other accounts 403.
 */
export async function requireEditor(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new UnauthorizedError('Authentication credentials were not provided.');
  if (!isEditor(request.user)) throw new ForbiddenError('You do not have permission to edit pages.');
}
