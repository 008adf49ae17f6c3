import type { Db } from '../../db/create-db';
import { reindexSearchObjects } from './rebuild-search-index';

/**
 * Pages enter and leave the search index as their online windows open and close, without a
 * write: before a search is answered, the pages with a window bound passed since the last look
 * (on the first look: any bound passed) are indexed again as they are now. One look at a time
 * per process; reindexing is idempotent, so instances that each look agree.
 */
export class PageWindowSync {
  /** The instant (ISO-8601 UTC) up to which passed bounds are in the index. */
  private lookedUntil: string | null = null;
  private looking: Promise<void> | null = null;

  constructor(private readonly db: Db, private readonly clock: () => Date) {}

  catchUp(): Promise<void> {
    this.looking ??= this.look().finally(() => { this.looking = null; });
    return this.looking;
  }

  private async look(): Promise<void> {
    const now = this.clock();
    const until = now.toISOString();
    const since = this.lookedUntil;
    if (since !== null && since >= until) return;
    const rows = await this.db.kysely.selectFrom('pages').select('id')
      .where((eb) => eb.or((['online_from', 'online_to'] as const).map((bound) => eb.and([
        eb(bound, '<=', until),
        ...(since === null ? [] : [eb(bound, '>', since)]),
      ]))))
      .execute();
    await reindexSearchObjects(this.db, rows.map((row) => ({ kind: 'page' as const, id: row.id })), now);
    this.lookedUntil = until;
  }
}
