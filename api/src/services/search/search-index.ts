import type { Kysely, Transaction } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { DialectName } from '../../db/create-db';
import type { Database } from '../../db/database';
import type { NewSearchDocument, SearchDocumentRow } from '../../db/tables/search-documents.table';
import { postgresSearchIndex } from './postgres-search-index';
import { sqliteSearchIndex } from './sqlite-search-index';

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
  search(db: Kysely<Database>, request: SearchRequest): Promise<SearchMatches>;
}

export function searchIndexFor(dialect: DialectName): SearchIndex {
  return dialect === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;
}

/** Rows per INSERT: well under both databases' bound-parameter limits. */
export const INSERT_CHUNK = 200;

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
