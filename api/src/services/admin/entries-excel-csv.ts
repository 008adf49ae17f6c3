import { FORM_FIELD_TYPES } from '@festival/shared/api-schemas/content';
import { berlinIsoWithOffset } from '@festival/shared/format/berlin-time';
import type { Locale } from '@festival/shared/i18n/locales';
import { neutralised } from './entries-csv';
import { germanWallClock } from './entry-display';
import type { FormEntries } from './form-entries';

const BOM = '\uFEFF';

/** The fixed columns' headers in the hub's language; the fields' own columns carry their labels. */
const FIXED_HEADERS: Record<Locale, [string, string, string]> = {
  de: ['Nr.', 'Eingegangen', 'Sprache'],
  en: ['No.', 'Received', 'Language'],
};

/** An instant as Berlin's "05.12.2026 01:44": a date and time a German spreadsheet reads as one. */
function inBerlin(iso: string): string {
  const instant = new Date(iso);
  return Number.isNaN(instant.getTime()) ? iso : germanWallClock(berlinIsoWithOffset(instant));
}

function cell(value: string): string {
  return `"${neutralised(value).replace(/"/g, '""')}"`;
}

/**
 * Entries for a German spreadsheet (Excel opens it with a double click): `;` between cells,
 * UTF-8 with BOM, numbers with a decimal comma, times in Berlin, headers in the hub's language.
 */
export function entriesExcelCsv({ fields, results }: Pick<FormEntries, 'fields' | 'results'>, locale: Locale): string {
  const header = [...FIXED_HEADERS[locale], ...fields.map((field) => field.label)];
  const rows = results.map((entry) => [
    String(entry.id), inBerlin(entry.created_at), entry.locale,
    ...fields.map((field) => {
      const value = entry.files[field.slug]?.url ?? entry.values[field.slug] ?? '';
      if (field.field_type === FORM_FIELD_TYPES.number && /^-?\d+(\.\d+)?$/.test(value)) return value.replace('.', ',');
      if (field.field_type === FORM_FIELD_TYPES.date || field.field_type === FORM_FIELD_TYPES.date_time) return germanWallClock(value);
      return value;
    }),
  ]);
  return `${BOM}${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;
}
