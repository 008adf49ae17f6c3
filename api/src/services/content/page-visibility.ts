import type { ExpressionBuilder } from 'kysely';
import { isOnline } from '@festival/shared/format/online-window';
import type { Database } from '../../db/database';
import type { PageRow } from '../../db/tables/pages.table';
import { bool } from '../common/stored-values';

/**
 * Spec §4: a page is shown to visitors only while it is online and now lies in its window
 * [online_from, online_to). The rule is evaluated at request time, so a page's window opens
 * and closes without a write.
 */
export function isPageVisible(row: Pick<PageRow, 'is_online' | 'online_from' | 'online_to'>, now: Date): boolean {
  return bool(row.is_online) && isOnline(row, now);
}

/** The same rule as a query condition; the bounds are stored as ISO-8601 UTC, so they compare as text. */
export function visiblePageCondition(now: Date) {
  const instant = now.toISOString();
  return (eb: ExpressionBuilder<Database, 'pages'>) => eb.and([
    eb('pages.is_online', '=', 1),
    eb.or([eb('pages.online_from', 'is', null), eb('pages.online_from', '<=', instant)]),
    eb.or([eb('pages.online_to', 'is', null), eb('pages.online_to', '>', instant)]),
  ]);
}
