import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { BreakingNews } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import { localised } from '../common/localise';

/** Active alerts inside their online window, first one first (the top alert shows the first, spec §4). */
export async function breakingNews(db: Kysely<Database>, locale: Locale, now: Date): Promise<BreakingNews[]> {
  const instant = now.toISOString();
  const rows = await db
    .selectFrom('breaking_news')
    .selectAll()
    .where('is_active', '=', 1)
    .where((eb) => eb.or([eb('online_from', 'is', null), eb('online_from', '<=', instant)]))
    .where((eb) => eb.or([eb('online_to', 'is', null), eb('online_to', '>', instant)]))
    .orderBy('sort')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    id: row.id,
    title: localised(row, 'title', locale),
    text: localised(row, 'text', locale),
    link: localised(row, 'link', locale),
    link_title: localised(row, 'link_title', locale),
  }));
}

/** The next instant after `now` at which an active alert's online window opens or closes, or null. */
export async function nextBreakingNewsBound(db: Kysely<Database>, now: Date): Promise<Date | null> {
  const instant = now.toISOString();
  const [from, to] = await Promise.all(['online_from', 'online_to'].map((column) => db
    .selectFrom('breaking_news')
    .select((eb) => eb.fn.min(column as 'online_from').as('next'))
    .where('is_active', '=', 1)
    .where(column as 'online_from', '>', instant)
    .executeTakeFirst()));
  const bounds = [from?.next, to?.next].filter((value): value is string => typeof value === 'string').map((value) => new Date(value).getTime());
  return bounds.length ? new Date(Math.min(...bounds)) : null;
}
