import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Db } from '../../src/db/create-db';
import { createSession } from '../../src/services/account/session-repository';

const CSRF = 'editor-test-csrf-token-0123456789abcd';

export interface Account {
  id: number;
  session: string;
}

/** An account with a live session: an editor (spec §6) or a signed-in visitor. */
export async function signedIn(db: Db, username: string, role: 'editor' | 'visitor', names: { first: string; last: string } = { first: '', last: '' }): Promise<Account> {
  const { id } = await db.kysely.insertInto('users').values({
    email: `${username}@literaturfestival.example`, username, password_hash: 'scrypt$16384$8$1$c2FsdA$aGFzaA',
    first_name: names.first, last_name: names.last, is_editor: role === 'editor' ? 1 : 0, created_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  const { key } = await createSession(db.kysely, id, new Date());
  return { id, session: key };
}

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A call as the editor's browser makes it: session cookie, and the CSRF cookie echoed in the header unless told not to. */
export function call(
  app: FastifyInstance, method: Method, url: string,
  options: { session?: string; payload?: unknown; csrf?: boolean } = {},
): Promise<LightMyRequestResponse> {
  const csrf = options.csrf ?? true;
  return app.inject({
    method, url,
    ...(options.payload === undefined ? {} : { payload: options.payload as object }),
    cookies: { csrftoken: CSRF, ...(options.session ? { sessionid: options.session } : {}) },
    headers: csrf ? { 'x-csrftoken': CSRF } : {},
  });
}
