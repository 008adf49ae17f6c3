import { sql } from 'kysely';
import type { SearchDocumentRow } from '../../db/tables/search-documents.table';
import { chunks, documentsOf, INSERT_CHUNK, type SearchIndex, type SearchRequest } from './search-index';

/** tsquery text: every token as a prefix lexeme (`:*`), all required. Tokens hold letters and digits only. */
function tsQuery(tokens: string[]): string {
  return tokens.map((token) => `${token.replace(/[^\p{L}\p{N}]/gu, '')}:*`).join(' & ');
}

function scopeFilter(request: SearchRequest) {
  return request.scope === 'events' ? sql`kind = 'event'` : sql`kind <> 'event'`;
}

/** The generated tsv column weights the folded title A and the folded body B (see the content migration). */
export const postgresSearchIndex: SearchIndex = {
  async replaceDocuments(trx, documents) {
    await trx.deleteFrom('search_documents').execute();
    for (const chunk of chunks(documents, INSERT_CHUNK)) await trx.insertInto('search_documents').values(chunk).execute();
  },

  async replaceObjects(trx, refs, documents) {
    const removed = await documentsOf(trx, refs);
    for (const chunk of chunks(removed.map((row) => row.id), INSERT_CHUNK)) await trx.deleteFrom('search_documents').where('id', 'in', chunk).execute();
    for (const chunk of chunks(documents, INSERT_CHUNK)) await trx.insertInto('search_documents').values(chunk).execute();
    return removed;
  },

  async search(db, request) {
    const query = sql`to_tsquery('simple', ${tsQuery(request.tokens)})`;
    const where = sql`tsv @@ ${query} and locale = ${request.locale} and ${scopeFilter(request)}`;
    const counted = await sql<{ count: string }>`select count(*) as count from search_documents where ${where}`.execute(db);
    const rows = await sql<SearchDocumentRow>`
      select id, kind, object_id, locale, title, body, url, image, date_start, title_folded, body_folded
      from search_documents
      where ${where}
      order by ts_rank(tsv, ${query}) desc, id
      limit ${request.limit} offset ${request.offset}
    `.execute(db);
    return { count: Number(counted.rows[0]?.count ?? 0), rows: rows.rows };
  },
};
