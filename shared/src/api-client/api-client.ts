import type { Locale } from '@festival/shared/i18n/locales';
import { readCookie } from '@festival/shared/cookies/cookies';
import type { ApiAnswer, ApiFetch } from '@festival/shared/ssr/route-data';
import { API_UNAUTHORIZED, dispatchAppEvent, STALE_WRITE, type AppEventDetails } from '@festival/shared/events/app-events';
import { apiUrl, type Query } from '@festival/shared/api-client/api-url';

export { apiUrl, type Query, type QueryValue } from '@festival/shared/api-client/api-url';

/**
 * The one fetch wrapper of the browser side (spec §7): locale-scoped base /{lang}, same-origin
 * credentials, the CSRF header from the csrftoken cookie on unsafe methods, JSON in and out.
 */

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** null: the path is not locale-scoped (e.g. /pageeditor-api/settings). */
  locale: Locale | null;
  query?: Query;
  /** Sent as JSON, or as is for FormData. */
  body?: unknown;
  signal?: AbortSignal;
  /** The request outlives the page (a last word while the tab closes). */
  keepalive?: boolean;
  /** A route loader's fetch (on the server the api itself); the browser's by default. */
  fetch?: ApiFetch;
}

export const CSRF_COOKIE = 'csrftoken';
export const CSRF_HEADER = 'X-CSRFToken';
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * A failed call: the HTTP status (0 when the network failed) and the api's detail. Field errors
 * are read from `data` by fieldErrorsOf (field-errors.ts).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly detail: string;
  /** The answer's parsed body as sent, for its fields and domain fields such as the shop's response_code (spec §7). */
  readonly data: unknown;

  constructor(status: number, detail: string, data: unknown = undefined) {
    super(`${status}: ${detail}`);
    this.name = 'ApiError';
    this.status = status;
    this.detail = detail;
    this.data = data;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}


/** The api's error answer `{ detail, field?, errors?, response_code? }` (or any other body) into an ApiError. */
export function toApiError(status: number, statusText: string, body: unknown): ApiError {
  const detail = (body as { detail?: unknown } | null | undefined)?.detail;
  return new ApiError(status, typeof detail === 'string' ? detail : statusText, body);
}

async function readBody(response: ApiAnswer): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

function isStaleWrite(body: unknown): body is AppEventDetails['stale-write']['answer'] {
  return typeof body === 'object' && body !== null && 'revision' in body && 'changed_by' in body;
}

/** A lost session and a stale write matter beyond the caller: the editor opens its login and conflict dialogs. */
function announceFailure(status: number, method: string, url: string, body: unknown): void {
  if (status === 401) dispatchAppEvent(API_UNAUTHORIZED, { method, url });
  else if (status === 409 && !SAFE_METHODS.has(method) && isStaleWrite(body)) dispatchAppEvent(STALE_WRITE, { url, answer: body });
}

export async function apiRequest<T>(path: string, options: RequestOptions): Promise<T> {
  const method = options.method ?? 'GET';
  const headers: Record<string, string> = { Accept: 'application/json' };
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    body = JSON.stringify(options.body);
    headers['Content-Type'] = 'application/json';
  }
  if (!SAFE_METHODS.has(method)) {
    const token = readCookie(CSRF_COOKIE);
    if (token) headers[CSRF_HEADER] = token;
  }
  let response: ApiAnswer;
  try {
    response = await (options.fetch ?? fetch)(apiUrl(path, options.locale, options.query), {
      method,
      headers,
      body,
      credentials: 'same-origin',
      signal: options.signal,
      ...(options.keepalive ? { keepalive: true } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new ApiError(0, error instanceof Error ? error.message : 'Network error');
  }
  const parsed = await readBody(response);
  if (!response.ok) {
    announceFailure(response.status, method, response.url || apiUrl(path, options.locale, options.query), parsed);
    throw toApiError(response.status, response.statusText, parsed);
  }
  return parsed as T;
}

export function apiGet<T>(path: string, options: Omit<RequestOptions, 'method' | 'body'>): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'GET' });
}

export function apiPost<T>(path: string, body: unknown, options: Omit<RequestOptions, 'method' | 'body'>): Promise<T> {
  return apiRequest<T>(path, { ...options, method: 'POST', body });
}
