import { fakeResponse } from '@festival/shared/testing/mock-fetch';

export interface Call {
  method: string;
  url: string;
  body: unknown;
  headers: Record<string, string>;
}

type Answer = { status: number; body?: unknown } | ((call: Call) => { status: number; body?: unknown });

/**
 * A fetch fake for the page editor's calls, answering by "METHOD path" (query ignored), and
 * recording every call with its parsed body and headers. Unknown calls get a 404.
 */
export function fakeEditorApi(routes: Record<string, Answer>) {
  const calls: Call[] = [];
  globalThis.fetch = jest.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = String(input);
    const method = init?.method ?? 'GET';
    const call: Call = {
      method,
      url,
      body: typeof init?.body === 'string' ? (JSON.parse(init.body) as unknown) : undefined,
      headers: (init?.headers ?? {}) as Record<string, string>,
    };
    calls.push(call);
    const answer = routes[`${method} ${url.split('?')[0]}`];
    if (!answer) return fakeResponse(404, { detail: 'Not found.' });
    const { status, body } = typeof answer === 'function' ? answer(call) : answer;
    return fakeResponse(status, body);
  });
  return { calls, writes: () => calls.filter((call) => call.method !== 'GET') };
}
