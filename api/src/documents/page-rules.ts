import type { FastifyInstance } from 'fastify';
import type { Locale } from '@festival/shared/i18n/locales';
import { localeTarget } from '@festival/shared/routes/locale-target';
import { matchUnlocalisedRoute } from '@festival/shared/routes/route-table';
import type { UserRow } from '../db/tables/users.table';
import { isEditor } from '../plugins/app/require-editor';
import { findRedirect } from '../services/content/redirects-service';
import { isSiteOnline } from '../services/content/settings-service';

export interface PageRuleRequest {
  /** Decoded path without query. */
  pathname: string;
  /** "?…" or empty, as the browser sent it. */
  search: string;
  /** The signed-in account, if any. */
  user: UserRow | null;
  /** The visitor's language (cookie, Accept-Language, de), for paths that name none. */
  locale: Locale;
}

/** What a rule decides before the route's document is looked at; null lets the document answer. */
export type PageRuleOutcome =
  /** 302 where the target depends on the visitor's language, else 301. */
  | { kind: 'moved'; location: string; status: 301 | 302 }
  | { kind: 'not-found'; locale: Locale }
  | { kind: 'site-offline' }
  | null;

/** The query without the `v` parameter, each other parameter left exactly as sent. */
function withoutVersion(search: string): { search: string; removed: boolean } {
  const parts = search.replace(/^\?/, '').split('&').filter((part) => part !== '');
  const kept = parts.filter((part) => {
    const name = part.split('=')[0] ?? '';
    try {
      return decodeURIComponent(name.replace(/\+/g, ' ')) !== 'v';
    } catch {
      return true;
    }
  });
  return { search: kept.length ? `?${kept.join('&')}` : '', removed: kept.length !== parts.length };
}

/**
 * The page rules of spec §2 and §4 that the server applies, so that the status matches the
 * page: a site switched offline is 503 for everyone but editors; `v` (page version) is for
 * logged-in users only, visitors are sent to the URL without it (301); an old path of the
 * redirects table moves to its new path (301), keeping the query; a path the route table
 * writes otherwise (no or a wrongly cased locale, a route in another case) goes where the
 * shared localeTarget says, and one that names nothing is not found in the visitor's language.
 */
export async function applyPageRules(app: FastifyInstance, request: PageRuleRequest): Promise<PageRuleOutcome> {
  const db = app.db.kysely;
  const { user } = request;
  if (!isEditor(user) && !(await isSiteOnline(db))) return { kind: 'site-offline' };

  const query = user ? { search: request.search, removed: false } : withoutVersion(request.search);
  const target = await findRedirect(db, request.pathname);
  if (target !== null) {
    const search = target.includes('?') ? query.search.replace(/^\?/, '&') : query.search;
    return { kind: 'moved', location: `${target}${search}`, status: 301 };
  }
  const locale = matchUnlocalisedRoute(request.pathname) ? null : localeTarget(request.pathname, () => request.locale);
  if (locale?.kind === 'not-found') return locale;
  if (locale) return { kind: 'moved', location: `${locale.location}${query.search}`, status: locale.permanent ? 301 : 302 };
  if (query.removed) return { kind: 'moved', location: `${encodeURI(request.pathname)}${query.search}`, status: 301 };
  return null;
}
