import type { ContentTables } from './tables/content-tables';
import type { ProgrammeTables } from './tables/programme-tables';
import type { ShopTables } from './tables/shop-tables';

/** The whole schema: each domain declares its tables in its own file. */
export interface Database extends ProgrammeTables, ContentTables, ShopTables {}
