import type { Kysely } from 'kysely';
import type { Locale } from '@festival/shared/i18n/locales';
import type { OpeningHoursEntry, OpeningHoursToday } from '@festival/shared/api-schemas/content';
import type { Database } from '../../db/database';
import type { OpeningHoursExceptionRow } from '../../db/tables/opening-hours-exceptions.table';
import type { OpeningHoursRow } from '../../db/tables/opening-hours.table';
import { berlinDay, isoWeekday } from '@festival/shared/format/berlin-time';
import { localised } from '../common/localise';
import { bool } from '../common/stored-values';

function entry(row: OpeningHoursRow | OpeningHoursExceptionRow, locale: Locale): OpeningHoursEntry {
  const closed = bool(row.closed);
  return {
    time_from: closed ? null : row.time_from,
    time_to: closed ? null : row.time_to,
    closed,
    alternative_link_url: row.alternative_link_url,
    alternative_text: localised(row, 'alternative_text', locale),
  };
}

/** Regular hours of today's weekday and the exceptions dated today, both in Berlin time (spec §3, §7). */
export async function openingHoursToday(db: Kysely<Database>, locale: Locale, now: Date): Promise<OpeningHoursToday> {
  const today = berlinDay(now);
  const [regular, exceptions] = await Promise.all([
    db.selectFrom('opening_hours').selectAll().where('weekday', '=', isoWeekday(today)).orderBy('sort').orderBy('time_from').execute(),
    db.selectFrom('opening_hours_exceptions').selectAll().where('date', '=', today).orderBy('sort').orderBy('time_from').execute(),
  ]);
  return {
    opening_hours: regular.map((row) => entry(row, locale)),
    opening_hours_exceptions: exceptions.map((row) => entry(row, locale)),
  };
}
