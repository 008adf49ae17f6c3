/** Tables of the programme domain; each table's row types live in its own *.table.ts. */
export interface ProgrammeTables {}
