import { Type } from '@sinclair/typebox';
import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyRequest } from 'fastify';
import { ErrorDetail } from '@festival/shared/api-schemas/common-schemas';
import { LoginBody, PasswordBody, ProfileBody, SignUpBody } from '@festival/shared/api-schemas/account';
import { UserDetails } from '@festival/shared/api-schemas/content';
import { changePassword, checkCredentials, normaliseEmail, signUp, updateProfile } from '../../services/account/account-service';
import { createSession, deleteOtherSessions, deleteSession, SESSION_COOKIE } from '../../services/account/session-repository';
import { UnauthorizedError } from '../../services/common/http-errors';
import { userDetails } from '../../services/content/users-service';
import { clearSessionCookie, setSessionCookie } from './session-cookie';

const tags = ['account'];
const errors = { 400: ErrorDetail, 401: ErrorDetail, 409: ErrorDetail, 429: ErrorDetail };


/** Sign-in attempts per client address and account: slows password guessing without locking out others. */
const loginRateLimit = {
  max: 5,
  timeWindow: '1 minute',
  hook: 'preHandler' as const,
  keyGenerator: (request: FastifyRequest) => {
    const body = request.body as { email?: unknown } | undefined;
    return `${request.ip}|${typeof body?.email === 'string' ? normaliseEmail(body.email) : ''}`;
  },
};
/**
 * Sign-up answers the same whether or not the address has an account (no e-mail goes out to
 * confirm it): the visitor then signs in, which works with the new account's password.
 */
const SIGN_UP_ACCEPTED = {
  de: 'Wenn die Adresse neu ist, ist Ihr Konto angelegt: Melden Sie sich damit an.',
  en: 'If the address is new, your account is ready: sign in with it.',
} as const;
const SignUpAccepted = Type.Object({ detail: Type.String() });
const signUpRateLimit = { max: 10, timeWindow: '1 hour' };
const passwordRateLimit = { max: 5, timeWindow: '1 minute' };

/** Visitor accounts (spec §6): sign-up, sign-in, sign-out, profile and password, on database sessions. */
const accountRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const currentUser = (request: FastifyRequest) => {
    if (!request.user) throw new UnauthorizedError('Not signed in.');
    return request.user;
  };

  app.post('/api/account/signup/', {
    config: { rateLimit: signUpRateLimit },
    schema: { tags, body: SignUpBody, response: { 202: SignUpAccepted, ...errors } },
  }, async (request, reply) => {
    await signUp(app.db.kysely, request.body, app.clock());
    return reply.status(202).send({ detail: SIGN_UP_ACCEPTED[request.locale] });
  });

  app.post('/api/account/login/', {
    config: { rateLimit: loginRateLimit },
    schema: { tags, body: LoginBody, response: { 200: UserDetails, ...errors } },
  }, async (request, reply) => {
    const user = await checkCredentials(app.db.kysely, request.body.email, request.body.password);
    await deleteSession(app.db.kysely, request.cookies[SESSION_COOKIE]);
    const session = await createSession(app.db.kysely, user.id, app.clock());
    setSessionCookie(request, reply, session.key, session.expires);
    return userDetails(user, request.locale);
  });

  app.post('/api/account/logout/', { schema: { tags, response: { 200: UserDetails } } }, async (request, reply) => {
    await deleteSession(app.db.kysely, request.cookies[SESSION_COOKIE]);
    clearSessionCookie(request, reply);
    return userDetails(null, request.locale);
  });

  app.put('/api/account/profile/', { schema: { tags, body: ProfileBody, response: { 200: UserDetails, ...errors } } }, async (request) => {
    const user = currentUser(request);
    return userDetails(await updateProfile(app.db.kysely, user.id, request.body), request.locale);
  });

  app.post('/api/account/password/', {
    config: { rateLimit: passwordRateLimit },
    schema: { tags, body: PasswordBody, response: { 204: Type.Null(), ...errors } },
  }, async (request, reply) => {
    const user = currentUser(request);
    await changePassword(app.db.kysely, user, request.body.current_password, request.body.new_password);
    await deleteOtherSessions(app.db.kysely, user.id, request.cookies[SESSION_COOKIE] ?? '');
    return reply.status(204).send(null);
  });
};
export default accountRoutes;
