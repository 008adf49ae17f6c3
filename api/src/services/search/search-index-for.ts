import type { DialectName } from '../../db/create-db';
import { postgresSearchIndex } from './postgres-search-index';
import type { SearchIndex } from './search-index';
import { sqliteSearchIndex } from './sqlite-search-index';

/** The search index of the database in use (search-index.ts holds the contract both implement). */
export function searchIndexFor(dialect: DialectName): SearchIndex {
  return dialect === 'postgres' ? postgresSearchIndex : sqliteSearchIndex;
}
