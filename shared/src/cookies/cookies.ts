/** Reading and writing document cookies; values are URI-encoded. */

/** Without a document (the server render) there are no cookies to read. */
export function readCookie(name: string, cookieHeader: string = typeof document === 'undefined' ? '' : document.cookie): string | null {
  for (const part of cookieHeader.split(';')) {
    const [rawKey = '', ...rest] = part.split('=');
    if (rawKey.trim() === name) {
      const value = rest.join('=').trim();
      try {
        return decodeURIComponent(value);
      } catch {
        return value;
      }
    }
  }
  return null;
}

export interface CookieOptions {
  maxAgeSeconds?: number;
  path?: string;
}

export function writeCookie(name: string, value: string, { maxAgeSeconds, path = '/' }: CookieOptions = {}): void {
  const parts = [`${name}=${encodeURIComponent(value)}`, `path=${path}`, 'SameSite=Lax'];
  if (maxAgeSeconds !== undefined) parts.push(`max-age=${maxAgeSeconds}`);
  if (window.location.protocol === 'https:') parts.push('Secure');
  document.cookie = parts.join('; ');
}
