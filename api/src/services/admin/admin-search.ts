import { ADMIN_SEARCHED_COLLECTIONS, type AdminSearchedCollection, type AdminSearchHit } from '@festival/shared/api-schemas/admin-tools';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Database } from '../../db/database';
import { queryTokens } from '../search/search-folding';
import { ADMIN_COLLECTION_DEFINITIONS } from './admin-collections';
import { byName } from './admin-read';
import type { AdminRow } from './collection-definition';
import { containsPattern } from '../common/like-pattern';

const HITS_PER_COLLECTION = 10;

/** The columns whose joined text a hit must contain: a person by "first last", the others by either title. */
const SEARCHED_TEXT: Record<AdminSearchedCollection, string[]> = {
  events: ['title_de', 'title_en'],
  persons: ['first_name', 'last_name'],
  productions: ['title_de', 'title_en'],
  pages: ['title_de', 'title_en'],
  articles: ['title_de', 'title_en'],
  forms: ['title_de', 'title_en'],
};

/** SQLite's lower() keeps non-ASCII letters, so both cases of each umlaut are replaced. */
function folded(text: RawBuilder<string>, umlauts: Record<string, string>): RawBuilder<string> {
  return Object.entries({ ...umlauts, ß: 'ss', ẞ: 'ss' }).reduce((expression, [from, to]) => sql<string>`replace(${expression}, ${from}, ${to})`, sql<string>`lower(${text})`);
}
const PLAIN = { ä: 'a', Ä: 'a', ö: 'o', Ö: 'o', ü: 'u', Ü: 'u' };
const DIGRAPH = { ä: 'ae', Ä: 'ae', ö: 'oe', Ö: 'oe', ü: 'ue', Ü: 'ue' };


/**
 * The hub's one search box: every word of the query (folded as the site search folds it) must
 * occur in the object's joined text, spelled with umlauts, without or as ae/oe/ue.
 */
export async function searchAdmin(db: Kysely<Database>, query: string): Promise<AdminSearchHit[]> {
  const tokens = queryTokens(query);
  if (tokens.length === 0) return [];
  const hits: AdminSearchHit[] = [];
  for (const collection of ADMIN_SEARCHED_COLLECTIONS) {
    const def = ADMIN_COLLECTION_DEFINITIONS.find((candidate) => candidate.name === collection);
    if (!def) continue;
    const text = sql.join<string>(SEARCHED_TEXT[collection].map((column) => sql`coalesce(${sql.ref(column)}, '')`), sql` || ' ' || `);
    const rows = await byName(db).selectFrom(def.table).selectAll()
      .where((eb) => eb.and(tokens.map((token) => eb.or([
        sql<boolean>`${folded(text, PLAIN)} like ${containsPattern(token)} escape '\\'`,
        sql<boolean>`${folded(text, DIGRAPH)} like ${containsPattern(token)} escape '\\'`,
      ].map((condition) => eb.and([condition]))))))
      .orderBy('id', 'desc').limit(HITS_PER_COLLECTION).execute() as AdminRow[];
    hits.push(...rows.map((row) => ({ collection, id: Number(row.id), label: def.label(row) })));
  }
  return hits;
}
