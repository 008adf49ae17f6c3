import type { FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../services/account/session-repository';

/** sessionid: HttpOnly, SameSite=Lax, Secure when the request came over TLS (spec §6). */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, key: string, expires: Date): void {
  reply.setCookie(SESSION_COOKIE, key, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https', expires });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'lax', secure: request.protocol === 'https' });
}
