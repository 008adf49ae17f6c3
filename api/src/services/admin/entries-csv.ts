import type { EntryField, FormEntries } from './form-entries';

/** Spreadsheet apps open UTF-8 without mojibake only when the file starts with a byte order mark. */
const BOM = '\uFEFF';

/**
 * A cell a spreadsheet would run as a formula (CSV injection: = + - @, and tab or carriage
 * return in front of them) gets a leading apostrophe, which shows it as text.
 */
export function neutralised(cell: string): string {
  return /^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell;
}

function quoted(cell: string): string {
  return `"${neutralised(cell).replace(/"/g, '""')}"`;
}

/** Every entry of a form as CSV: id, time, language, then one column per field; files as their download link. */
export function entriesCsv({ fields, results }: Pick<FormEntries, 'fields' | 'results'>): string {
  const header = ['id', 'created_at', 'locale', ...fields.map((field: EntryField) => field.label)];
  const rows = results.map((entry) => [
    String(entry.id), entry.created_at, entry.locale,
    ...fields.map((field) => entry.files[field.slug]?.url ?? entry.values[field.slug] ?? ''),
  ]);
  return `${BOM}${[header, ...rows].map((row) => row.map(quoted).join(',')).join('\r\n')}\r\n`;
}
