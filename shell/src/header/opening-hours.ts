import type { OpeningHoursEntry, OpeningHoursToday } from '@festival/shared/api-schemas/content';
import { inBerlin } from '@festival/shared/format/dates';
import type { Locale } from '@festival/shared/i18n/locales';

/** Spec §4 opening hours per time. */
export type OpeningState = 'early' | 'open' | 'late' | 'closed';

export interface OpeningStatus {
  state: OpeningState;
  /** The clock time the state refers to: opening time when early, closing time when open. */
  time: string | null;
  /** Today's ranges as one text (spec §9), empty when closed. */
  ranges: string;
  /** An exception's or closed day's note and link, shown instead of the hours. */
  alternative: { text: string; url: string } | null;
}

interface Range {
  from: string;
  to: string;
}

const CLOCK = /^(\d{1,2}):(\d{2})/;

function minutes(clock: string): number {
  const match = CLOCK.exec(clock);
  return match ? Number(match[1]) * 60 + Number(match[2]) : 0;
}

/** Spec §9: seconds stripped and ":00" removed ("10:00:00" → "10", "18:30:00" → "18:30"). */
export function shortTime(clock: string): string {
  const match = CLOCK.exec(clock);
  if (!match) return clock;
  const hours = String(Number(match[1]));
  return match[2] === '00' ? hours : `${hours}:${match[2]}`;
}

/** Spec §9: ranges joined with commas and "and"/"und"; German appends "Uhr". */
export function rangesText(ranges: Range[], locale: Locale, and: string): string {
  const parts = ranges.map((range) => `${shortTime(range.from)}–${shortTime(range.to)}`);
  const joined = parts.length > 1 ? `${parts.slice(0, -1).join(', ')} ${and} ${parts[parts.length - 1]}` : (parts[0] ?? '');
  return joined && locale === 'de' ? `${joined} Uhr` : joined;
}

export function timeText(clock: string, locale: Locale): string {
  return locale === 'de' ? `${shortTime(clock)} Uhr` : shortTime(clock);
}

function openRanges(entries: OpeningHoursEntry[]): Range[] {
  return entries
    .flatMap((entry) => (entry.closed || !entry.time_from || !entry.time_to ? [] : [{ from: entry.time_from, to: entry.time_to }]))
    .sort((a, b) => minutes(a.from) - minutes(b.from));
}

function alternativeOf(entries: OpeningHoursEntry[]): OpeningStatus['alternative'] {
  const entry = entries.find((candidate) => candidate.alternative_text);
  return entry ? { text: entry.alternative_text, url: entry.alternative_link_url } : null;
}

/**
 * Today's state: exceptions dated today replace the weekday's hours; a closed entry forces
 * "closed" (spec §4); otherwise early before an opening, open inside a range, late after the last.
 */
export function openingStatus(hours: OpeningHoursToday, now: Date, locale: Locale, and: string): OpeningStatus {
  const entries = hours.opening_hours_exceptions.length > 0 ? hours.opening_hours_exceptions : hours.opening_hours;
  const alternative = alternativeOf(entries);
  const ranges = openRanges(entries);
  if (entries.some((entry) => entry.closed) || ranges.length === 0) return { state: 'closed', time: null, ranges: '', alternative };

  const berlin = inBerlin(now, locale);
  const current = berlin.hour() * 60 + berlin.minute();
  const text = rangesText(ranges, locale, and);
  const inside = ranges.find((range) => current >= minutes(range.from) && current < minutes(range.to));
  if (inside) return { state: 'open', time: inside.to, ranges: text, alternative };
  const next = ranges.find((range) => current < minutes(range.from));
  if (next) return { state: 'early', time: next.from, ranges: text, alternative };
  return { state: 'late', time: null, ranges: text, alternative };
}
