import type { SettingsTable } from './settings.table';

/** Tables of the content domain; each table's row types live in its own *.table.ts. */
export interface ContentTables {
  settings: SettingsTable;
}
