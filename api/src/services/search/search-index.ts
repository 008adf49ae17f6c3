import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { SearchRef } from '../changes/change-bus';
import type { Database } from '../../db/database';
import type { NewSearchDocument, SearchDocumentRow } from '../../db/tables/search-documents.table';

/** Events are one search category; everything else is "others" (spec §7). */
export type SearchScope = 'events' | 'others';

export interface SearchRequest {
  locale: Locale;
  /** Folded query tokens (search-folding.ts); each matches as a word prefix, all must match. */
  tokens: string[];
  scope: SearchScope;
  limit: number;
  offset: number;
}

interface SearchMatches {
  count: number;
  rows: SearchDocumentRow[];
}

/**
 * Full-text search over search_documents, best match first. One implementation per
 * database: SQLite FTS5 with bm25, PostgreSQL tsvector with ts_rank.
 */
export interface SearchIndex {
  /** Replaces every indexed document inside the caller's transaction. */
  replaceDocuments(trx: Transaction<Database>, documents: NewSearchDocument[]): Promise<void>;
  /** Replaces the documents of the objects named; answers the documents it removed. */
  replaceObjects(trx: Transaction<Database>, refs: SearchRef[], documents: NewSearchDocument[]): Promise<SearchDocumentRow[]>;
  search(db: Kysely<Database>, request: SearchRequest): Promise<SearchMatches>;
}

/** The stored documents of the objects named, in every language. */
export async function documentsOf(trx: Transaction<Database>, refs: SearchRef[]): Promise<SearchDocumentRow[]> {
  const byKind = new Map<string, number[]>();
  for (const ref of refs) byKind.set(ref.kind, [...(byKind.get(ref.kind) ?? []), ref.id]);
  if (byKind.size === 0) return [];
  return trx.selectFrom('search_documents').selectAll()
    .where((eb) => eb.or([...byKind].map(([kind, ids]) => eb.and([eb('kind', '=', kind), eb('object_id', 'in', ids)]))))
    .execute();
}

/** Rows per INSERT: well under both databases' bound-parameter limits. */
export const INSERT_CHUNK = 200;

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
