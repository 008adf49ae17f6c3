import type { FastifyInstance, LightMyRequestResponse } from 'fastify';

const CSRF = 'account-test-csrf-token-0123456789';

/** An unsafe call as the browser sends it, with the visitor's session cookie when there is one. */
export function send(app: FastifyInstance, method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, session?: string): Promise<LightMyRequestResponse> {
  return app.inject({
    method, url, payload,
    cookies: { csrftoken: CSRF, ...(session ? { sessionid: session } : {}) },
    headers: { 'x-csrftoken': CSRF },
  });
}

export function sessionOf(res: LightMyRequestResponse): string {
  const cookie = res.cookies.find((entry) => entry.name === 'sessionid');
  if (!cookie) throw new Error('no sessionid cookie set');
  return cookie.value;
}

export async function detailsFor(app: FastifyInstance, session: string | undefined) {
  const res = await app.inject({ url: '/en/api/user-details/', cookies: session ? { sessionid: session } : {} });
  expect(res.statusCode).toBe(200);
  return res.json();
}
