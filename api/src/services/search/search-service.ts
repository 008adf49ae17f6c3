import { sql, type Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import {
  AUTOCOMPLETE_LIMIT, SEARCH_PAGE_SIZE, type Autocomplete, type SearchKind, type SearchOverview, type SearchPage,
} from '@festival/shared/api-schemas/content-search';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/database';
import { BadRequestError, NotFoundError } from '../common/http-errors';
import { filterPageUrl, pageLinks, pageOffset } from '../common/paging';
import { foldWord, queryTokens, snippet, words } from './search-folding';
import type { SearchScope } from './search-index';
import { searchIndexFor } from './search-index-for';

/** Empty or whitespace-only queries are refused (400), as the client never sends them (spec §5). */
function checkedQuery(query: string): string {
  const trimmed = query.trim();
  if (!trimmed) throw new BadRequestError('The query must not be empty.');
  return trimmed;
}

export async function searchPage(db: Db, input: { query: string; scope: SearchScope; page?: number | undefined; locale: Locale }): Promise<SearchPage> {
  const query = checkedQuery(input.query);
  const tokens = queryTokens(query);
  const paging = { page: input.page ?? 1, pageSize: SEARCH_PAGE_SIZE };
  if (tokens.length === 0) {
    if (paging.page > 1) throw new NotFoundError('Invalid page.');
    return { count: 0, next: null, previous: null, results: [] };
  }
  const { count, rows } = await searchIndexFor(db.dialect).search(db.kysely, {
    locale: input.locale, tokens, scope: input.scope, limit: SEARCH_PAGE_SIZE, offset: pageOffset(paging),
  });
  if (paging.page > 1 && rows.length === 0) throw new NotFoundError('Invalid page.');
  return {
    count,
    ...pageLinks(paging, count, filterPageUrl(`/${input.locale}/api/search/${input.scope}/`, { query })),
    results: rows.map((row) => ({
      id: row.object_id,
      kind: row.kind as SearchKind,
      title: row.title,
      text: snippet(row.body, tokens),
      url: row.url,
      image: row.image,
      date_start: row.date_start,
    })),
  };
}

export async function searchOverview(db: Db, input: { query: string; locale: Locale }): Promise<SearchOverview> {
  const query = checkedQuery(input.query);
  const [events, others] = await Promise.all([
    searchPage(db, { query, scope: 'events', locale: input.locale }),
    searchPage(db, { query, scope: 'others', locale: input.locale }),
  ]);
  return { query, events, others };
}

/** LIKE pattern of a folded prefix; folded tokens hold letters and digits only, but escape anyway. */
function prefixPattern(prefix: string): string {
  return `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

/**
 * Completes the query's last word from the indexed vocabulary (most used first) and keeps the
 * words before it, all lowercased (spec §5).
 */
export async function autocomplete(db: Kysely<Database>, input: { query: string; locale: Locale }): Promise<Autocomplete> {
  const query = checkedQuery(input.query).toLowerCase();
  const typed = words(query);
  const last = typed[typed.length - 1];
  if (!last) return { suggestions: [] };
  const head = typed.slice(0, -1).join(' ');
  const pattern = prefixPattern(foldWord(last));
  const rows = await db
    .selectFrom('search_terms')
    .select('term')
    .where('locale', '=', input.locale)
    .where((eb) => eb.or([
      eb('folded', 'like', sql<string>`${pattern} escape '\\'`),
      eb('folded_alt', 'like', sql<string>`${pattern} escape '\\'`),
    ]))
    .orderBy('frequency', 'desc')
    .orderBy('term')
    .limit(AUTOCOMPLETE_LIMIT)
    .execute();
  return { suggestions: rows.map((row) => (head ? `${head} ${row.term}` : row.term)) };
}
