import type { Kysely } from 'kysely';
import type { ErrorLogSummary } from '@festival/shared/api-schemas/dashboard';
import type { Database } from '../../db/database';
import { pageOffset, type PageRequest } from '../common/paging';

/** The 404 log grouped by url, most recent first (spec §7 dashboard endpoints: error log). */
export async function errorLogSummary(db: Kysely<Database>, paging: PageRequest): Promise<{ count: number; results: ErrorLogSummary[] }> {
  const total = await db
    .selectFrom('error_log')
    .select((eb) => eb.fn.count<string | number>('url').distinct().as('urls'))
    .executeTakeFirstOrThrow();
  const rows = await db
    .selectFrom('error_log')
    .select((eb) => ['url', eb.fn.countAll<string | number>().as('hits'), eb.fn.max('created_at').as('last_seen')])
    .groupBy('url')
    .orderBy('last_seen', 'desc')
    .orderBy('url')
    .limit(paging.pageSize)
    .offset(pageOffset(paging))
    .execute();
  return {
    count: Number(total.urls),
    results: rows.map((row) => ({ url: row.url, count: Number(row.hits), last_seen: row.last_seen })),
  };
}
