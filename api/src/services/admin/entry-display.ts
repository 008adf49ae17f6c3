import { FORM_FIELD_TYPES } from '@festival/shared/api-schemas/content';
import type { Locale } from '@festival/shared/i18n/locales';
import { parseJson } from '../common/stored-values';
import { localised } from '../common/localise';
import type { StoredChoice } from '../content/forms-service';

const YES_NO: Record<Locale, [string, string]> = { de: ['ja', 'nein'], en: ['yes', 'no'] };
const CHOICE_TYPES = new Set<number>([FORM_FIELD_TYPES.checkbox_multiple, FORM_FIELD_TYPES.select, FORM_FIELD_TYPES.select_multiple, FORM_FIELD_TYPES.radio_multiple]);

export interface DisplayedField { slug: string; field_type: number; choices: string }

/** A date or time as entered (Berlin wall-clock time) in German order: "2026-06-10T11:30" → "10.06.2026 11:30". */
export function germanWallClock(value: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}:\d{2}))?/.exec(value);
  if (!match) return value;
  const [, year, month, day, time] = match;
  return `${day}.${month}.${year}${time ? ` ${time}` : ''}`;
}

/** The values of a stored choice: a JSON list (several) or one value. */
function chosenValues(stored: string): string[] {
  if (!stored.startsWith('[')) return [stored];
  try {
    const list = parseJson<unknown>(stored);
    return Array.isArray(list) ? list.map(String) : [stored];
  } catch {
    return [stored];
  }
}

/** A stored value as the office reads it: the labels of chosen options, ja/nein, dates in German order. */
export function displayedValue(field: DisplayedField, stored: string, locale: Locale): string {
  if (field.field_type === FORM_FIELD_TYPES.checkbox) return stored === 'true' ? YES_NO[locale][0] : YES_NO[locale][1];
  if (field.field_type === FORM_FIELD_TYPES.date || field.field_type === FORM_FIELD_TYPES.date_time) return germanWallClock(stored);
  if (!CHOICE_TYPES.has(field.field_type)) return stored;
  const labels = new Map(parseJson<StoredChoice[]>(field.choices).map((choice) => [choice.value, localised(choice, 'label', locale)]));
  return chosenValues(stored).map((value) => labels.get(value) ?? value).join(', ');
}
