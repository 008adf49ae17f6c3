/**
 * Test helpers: jsdom has no fetch or Response, so tests answer calls with these small fakes.
 * Only what the api client reads (ok, status, statusText, text) is provided.
 */

export function fakeResponse(status: number, body?: unknown, statusText = status < 400 ? 'OK' : 'Error'): Response {
  const text = body === undefined ? '' : typeof body === 'string' ? body : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    statusText,
    text: async () => text,
    json: async () => JSON.parse(text) as unknown,
  } as Response;
}

/** The body to answer 200 with, or `{ status, body? }`. */
export type RouteAnswer = unknown;

function isStatusAnswer(answer: unknown): answer is { status: number; body?: unknown } {
  return typeof answer === 'object' && answer !== null && 'status' in answer && typeof answer.status === 'number';
}

/**
 * Installs a fetch that answers by path (query string ignored unless the key has one); any
 * other call gets a 404. Returns the jest mock to inspect the calls.
 */
export function mockFetch(routes: Record<string, RouteAnswer>) {
  const mock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const path = url.split('?')[0] ?? url;
    const key = url in routes ? url : path in routes ? path : null;
    if (key === null) return fakeResponse(404, { detail: 'Not found.' });
    const answer = routes[key];
    return isStatusAnswer(answer) ? fakeResponse(answer.status, answer.body) : fakeResponse(200, answer);
  });
  globalThis.fetch = mock;
  return mock;
}
