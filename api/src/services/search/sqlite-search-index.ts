import { sql } from 'kysely';
import type { SearchDocumentRow } from '../../db/tables/search-documents.table';
import { chunks, documentsOf, INSERT_CHUNK, type SearchIndex, type SearchRequest } from './search-index';

/** FTS5 query: every token as a quoted prefix term; FTS5 joins terms with AND. */
function ftsQuery(tokens: string[]): string {
  return tokens.map((token) => `"${token.replace(/"/g, '')}"*`).join(' ');
}

function scopeFilter(request: SearchRequest) {
  return request.scope === 'events' ? sql`d.kind = 'event'` : sql`d.kind <> 'event'`;
}

/**
 * The documents the request matches. The full-text table leads the join (a CROSS JOIN keeps
 * SQLite's join order): led by the (kind) index of search_documents, SQLite ran the full-text
 * match once for each document of the scope (a common word among 400 events: 5.6 ms a query
 * instead of 0.08 ms), and the more events, the longer.
 */
function matchedDocuments(request: SearchRequest) {
  return sql`search_fts cross join search_documents d on d.id = search_fts.rowid
    where search_fts match ${ftsQuery(request.tokens)} and d.locale = ${request.locale} and ${scopeFilter(request)}`;
}

/** A search's two statements: the count of its matches and the requested page of them, best first. */
export function searchStatements(request: SearchRequest) {
  const matched = matchedDocuments(request);
  return {
    count: sql<{ count: number }>`select count(*) as count from ${matched}`,
    page: sql<SearchDocumentRow>`
      select d.* from ${matched}
      order by bm25(search_fts, 10.0, 1.0), d.id
      limit ${request.limit} offset ${request.offset}
    `,
  };
}

/** search_fts rows share their rowid with search_documents.id; bm25 weights the title ten times the body. */
export const sqliteSearchIndex: SearchIndex = {
  async replaceDocuments(trx, documents) {
    await sql`delete from search_fts`.execute(trx);
    await trx.deleteFrom('search_documents').execute();
    for (const chunk of chunks(documents, INSERT_CHUNK)) await trx.insertInto('search_documents').values(chunk).execute();
    await sql`insert into search_fts (rowid, title, body) select id, title_folded, body_folded from search_documents`.execute(trx);
  },

  async replaceObjects(trx, refs, documents) {
    const removed = await documentsOf(trx, refs);
    for (const chunk of chunks(removed.map((row) => row.id), INSERT_CHUNK)) {
      await sql`delete from search_fts where rowid in (${sql.join(chunk)})`.execute(trx);
      await trx.deleteFrom('search_documents').where('id', 'in', chunk).execute();
    }
    for (const chunk of chunks(documents, INSERT_CHUNK)) {
      const added = await trx.insertInto('search_documents').values(chunk).returning('id').execute();
      const ids = added.map((row) => row.id);
      await sql`insert into search_fts (rowid, title, body) select id, title_folded, body_folded from search_documents where id in (${sql.join(ids)})`.execute(trx);
    }
    return removed;
  },

  async search(db, request) {
    const statements = searchStatements(request);
    const counted = await statements.count.execute(db);
    const rows = await statements.page.execute(db);
    return { count: Number(counted.rows[0]?.count ?? 0), rows: rows.rows };
  },
};
