import { fakeResponse } from '../../testing/mock-fetch';
import { ApiError, apiGet, apiPost, apiRequest, apiUrl, isApiError } from '../api-client';

const fetchMock = jest.fn<Promise<Response>, [string, RequestInit]>();

const jsonResponse = (status: number, body: unknown) => fakeResponse(status, body);

beforeEach(() => {
  fetchMock.mockReset();
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  document.cookie = 'csrftoken=tok123; path=/';
});

afterEach(() => {
  document.cookie = 'csrftoken=; max-age=0; path=/';
});

describe('URL building', () => {
  test('prefixes the locale and leaves out empty query values', () => {
    expect(apiUrl('/api/events/', 'de', { page: 2, room: '', tag: undefined, genre: null, series: 4 })).toBe(
      '/de/api/events/?page=2&series=4',
    );
    expect(apiUrl('/api/events/', 'en')).toBe('/en/api/events/');
  });

  test('repeats list values and adds a missing leading slash', () => {
    expect(apiUrl('api/x/', 'en', { id: [1, 2] })).toBe('/en/api/x/?id=1&id=2');
  });

  test('an unscoped path has no locale', () => {
    expect(apiUrl('/pageeditor-api/settings', null)).toBe('/pageeditor-api/settings');
  });

  test('the request goes to the built URL with same-origin credentials', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, { ok: true }));
    await expect(apiGet('/api/rooms/', { locale: 'en', query: { q: 'a b' } })).resolves.toEqual({ ok: true });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/en/api/rooms/?q=a+b');
    expect(init.credentials).toBe('same-origin');
    expect(init.method).toBe('GET');
  });
});

describe('CSRF header', () => {
  test('sent on unsafe methods, with a JSON body', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiPost('/api/forms-entries/', { form: 1 }, { locale: 'de' });
    await apiRequest('/api/x/', { locale: 'de', method: 'DELETE' });
    for (const [, init] of fetchMock.mock.calls) {
      expect((init.headers as Record<string, string>)['X-CSRFToken']).toBe('tok123');
    }
    expect(fetchMock.mock.calls[0]![1].body).toBe('{"form":1}');
    expect((fetchMock.mock.calls[0]![1].headers as Record<string, string>)['Content-Type']).toBe('application/json');
  });

  test('not sent on GET', async () => {
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiGet('/api/rooms/', { locale: 'de' });
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty('X-CSRFToken');
  });

  test('left out when there is no cookie', async () => {
    document.cookie = 'csrftoken=; max-age=0; path=/';
    fetchMock.mockResolvedValue(jsonResponse(200, {}));
    await apiPost('/api/x/', {}, { locale: 'de' });
    expect(fetchMock.mock.calls[0]![1].headers).not.toHaveProperty('X-CSRFToken');
  });
});

describe('error mapping', () => {
  test('a detail answer', async () => {
    fetchMock.mockResolvedValue(jsonResponse(404, { detail: 'Not found.' }));
    const error = await apiGet('/api/events/9/', { locale: 'de' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, detail: 'Not found.', data: { detail: 'Not found.' } });
    expect(isApiError(error, 404)).toBe(true);
    expect(isApiError(error, 500)).toBe(false);
  });

  test('field errors keep the answer as data', async () => {
    const answer = { detail: 'Please check the marked fields.', field: 'email', errors: [{ field: 'email', message: 'Invalid e-mail address!' }] };
    fetchMock.mockResolvedValue(jsonResponse(400, answer));
    const error = (await apiPost('/api/forms-entries/', {}, { locale: 'en' }).catch((e: unknown) => e)) as ApiError;
    expect(error.status).toBe(400);
    expect(error.detail).toBe('Please check the marked fields.');
    expect(error.data).toEqual(answer);
  });

  test('a JSON answer without detail keeps the status text', async () => {
    fetchMock.mockResolvedValue(jsonResponse(500, { error: 'boom' }));
    await expect(apiGet('/api/x/', { locale: 'de' })).rejects.toMatchObject({ status: 500, detail: expect.any(String), data: { error: 'boom' } });
  });

  test('a body that is not JSON keeps the status text', async () => {
    fetchMock.mockResolvedValue(fakeResponse(502, '<html>', 'Bad Gateway'));
    await expect(apiGet('/api/x/', { locale: 'de' })).rejects.toMatchObject({ status: 502, detail: 'Bad Gateway' });
  });

  test('a network failure is status 0', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(apiGet('/api/x/', { locale: 'de' })).rejects.toMatchObject({ status: 0, detail: 'Failed to fetch' });
  });

  test('an empty success answer is undefined', async () => {
    fetchMock.mockResolvedValue(fakeResponse(204));
    await expect(apiRequest('/api/x/', { locale: 'de', method: 'DELETE' })).resolves.toBeUndefined();
  });
});

describe('failures the editor reacts to', () => {
  const heard = (name: string) => {
    const events: unknown[] = [];
    const listener = (event: Event) => events.push((event as CustomEvent).detail);
    window.addEventListener(name, listener);
    return { events, stop: () => window.removeEventListener(name, listener) };
  };

  test('a 401 announces that the session is gone', async () => {
    const unauthorized = heard('api-unauthorized');
    fetchMock.mockResolvedValue(jsonResponse(401, { detail: 'Authentication credentials were not provided.' }));
    await expect(apiRequest('/pageeditor-api/text/3/', { locale: 'de', method: 'PUT', body: {} })).rejects.toMatchObject({ status: 401 });
    unauthorized.stop();
    expect(unauthorized.events).toEqual([{ method: 'PUT', url: '/de/pageeditor-api/text/3/' }]);
  });

  test('a stale write announces who changed the object; other conflicts do not', async () => {
    const stale = heard('stale-write');
    const answer = { detail: 'Changed by Jonas Jahn', revision: 5, changed_at: '2026-11-23T09:30:00.000Z', changed_by: { username: 'jonas', first_name: 'Jonas', last_name: 'Jahn' } };
    fetchMock.mockResolvedValueOnce(jsonResponse(409, answer));
    await expect(apiRequest('/pageeditor-api/text/3/', { locale: 'de', method: 'PUT', body: {} })).rejects.toMatchObject({ status: 409 });
    fetchMock.mockResolvedValueOnce(jsonResponse(409, { detail: 'This e-mail address is already registered.' }));
    await expect(apiPost('/api/account/signup/', {}, { locale: 'de' })).rejects.toMatchObject({ status: 409 });
    stale.stop();
    expect(stale.events).toEqual([{ url: '/de/pageeditor-api/text/3/', answer }]);
  });
});
