import { href, matchRoute, type RouteMatch } from '@festival/shared/routes/route-table';
import { isLocale, LOCALES, type Locale } from '../i18n/locales';

export type LocaleTarget =
  /** permanent: the target does not depend on the visitor's language (301), else 302. */
  | { kind: 'redirect'; location: string; permanent: boolean }
  /** Nothing of that name in either language: the 404 page in the visitor's language. */
  | { kind: 'not-found'; locale: Locale };

const withoutTrailingSlash = (path: string) => (path.length > 1 ? path.replace(/\/+$/, '') : path);

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * A path with each segment decoded: the server hands decoded paths, the browser encoded ones,
 * and href() encodes what it is given, so paths are compared and matched decoded.
 */
export function decodedPath(path: string): string {
  return path.split('/').map(decodeSegment).join('/');
}

/** A route of the table (not the CMS catch-all) in exactly the locale its prefix names. */
function tableRoute(path: string, locale: Locale): RouteMatch | null {
  const match = matchRoute(path);
  return match && match.name !== 'cms-page' && match.locale === locale ? match : null;
}

/**
 * Where a path goes that the route table does not write that way (spec §2, every route under
 * /de or /en): a route path in another case goes to the table's spelling; a wrongly cased
 * prefix is lowercased; a path without a prefix goes to the route of that name in the visitor's
 * language, else in the other one, and is not found when neither has it. null: the path stands.
 * The server's page rules and the shell's router both ask this, so they always agree. The
 * visitor's language is asked for only where the path names none (in the browser it reads the
 * cookie and the browser's languages, on every render of the page rules).
 */
export function localeTarget(pathname: string, visitorLocale: () => Locale): LocaleTarget | null {
  const path = decodedPath(withoutTrailingSlash(pathname));
  const [, first = '', ...rest] = path.split('/');
  const tail = rest.length ? `/${rest.join('/')}` : '';
  if (isLocale(first)) {
    const match = tableRoute(path, first);
    const canonical = match && href(match.name, match.params, first);
    return canonical && decodedPath(canonical) !== path ? { kind: 'redirect', location: canonical, permanent: true } : null;
  }
  const prefix = first.toLowerCase();
  if (isLocale(prefix)) {
    const match = tableRoute(`/${prefix}${tail}`, prefix);
    const location = match ? href(match.name, match.params, prefix) : `/${[prefix, ...rest.map(encodeURIComponent)].join('/')}`;
    return { kind: 'redirect', location, permanent: true };
  }
  const visitor = visitorLocale();
  if (path === '/') return { kind: 'redirect', location: `/${visitor}`, permanent: false };
  const order = [visitor, ...LOCALES.filter((locale) => locale !== visitor)];
  for (const locale of order) {
    const match = tableRoute(`/${locale}${path}`, locale);
    if (match) return { kind: 'redirect', location: href(match.name, match.params, locale), permanent: false };
  }
  return { kind: 'not-found', locale: visitor };
}
