import type { ContentTables } from './tables/content-tables';
import type { ProgrammeTables } from './tables/programme-tables';

/** The whole schema: each domain declares its tables in its own file. */
export interface Database extends ProgrammeTables, ContentTables {}
