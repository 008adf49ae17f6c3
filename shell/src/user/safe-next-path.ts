/**
 * The `next` of a login link, if it is a path of this site ("/de/ueber-uns?edit"); anything that
 * could lead elsewhere ("//evil.example", "https://…", "/\\evil") gives null, so the login page
 * is never an open redirect.
 */
export function safeNextPath(next: string | undefined): string | null {
  if (!next || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return null;
  try {
    const url = new URL(next, 'http://site.invalid');
    return url.origin === 'http://site.invalid' ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}
