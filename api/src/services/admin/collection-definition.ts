import type { AdminCollection } from '@festival/shared/api-schemas/admin';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import type { TObject } from '@sinclair/typebox';
import type { Kysely, Transaction } from 'kysely';
import type { DialectName } from '../../db/create-db';
import type { Database } from '../../db/database';
import type { MarkupProfile } from '../common/sanitize-markup';
import type { Announcement } from '../editing/write-pipeline';

/** A table the admin reads and writes; its rows are loosely typed here, the schema says their fields. */
export type AdminTable = keyof Database;
export type AdminRow = Record<string, unknown>;
/** An object as the admin API answers and takes it (the collection's schema in @festival/shared). */
export type AdminObject = Record<string, unknown>;

/** The stored fields of one level of an object: its table and schema, nested children and relation lists. */
export interface TableShape {
  table: AdminTable;
  /** Every property that is not a child list, a relation list, id or revision is a column of the same name. */
  schema: TObject;
  /** Markup fields, cleaned by their allowlist on save. */
  markup?: Record<string, MarkupProfile>;
  /** Columns that must name an existing row of another table (400 notFound otherwise). */
  references?: Record<string, AdminTable>;
  children?: ChildShape[];
  links?: LinkShape[];
}

/** Children stored in their own table (seat groups, prices, time slots, form fields …), replaced as a list. */
export interface ChildShape extends TableShape {
  /** The property of the parent that holds them. */
  key: string;
  parentColumn: string;
  /** Filled with the item's place in the list; without, the list is read in orderBy order. */
  sortColumn?: string;
  orderBy: string[];
}

/** A relation to objects of another collection through a join table, as an id list in display order. */
export interface LinkShape {
  key: string;
  table: AdminTable;
  ownerColumn: string;
  targetColumn: string;
  targetTable: AdminTable;
  /** Filled with the id's place in the list. */
  sortColumn?: string;
}

/** A slug (or path) the server assigns when absent or taken: made from the object, then numbered until free. */
export interface SlugRule {
  column: string;
  from: (object: AdminObject) => string;
}

/** The object before and after a write (null before a create, after a delete), for the collection's checks. */
export interface WriteChange {
  id: number;
  before: AdminObject | null;
  after: AdminObject | null;
  now: Date;
  dialect: DialectName;
  /** How long the write waits for seat locks (SeatsBusyError after). */
  lockTimeoutMs: number;
}

/** One collection of the admin API: everything the generic routes need to list, read and write it. */
export interface CollectionDefinition<Name extends string = AdminCollection> extends TableShape {
  /** The collection's path segment; settings, the one singleton (row 1), is read and patched only. */
  name: Name;
  /** Audit entity type and change-bus entity (event, person, page …). */
  entity: string;
  /** What the hub's list shows for a row. */
  label: (row: AdminRow) => string;
  /**
   * Adds to a page of rows what `label` needs beyond their own columns (a room's venue), so a
   * picker shows what a person recognises.
   */
  labelColumns?: (db: Kysely<Database>, rows: AdminRow[]) => Promise<AdminRow[]>;
  /** Columns `q` searches. */
  search: string[];
  /** Columns a list may be ordered by; the first is the default (with its `-` for descending). */
  orderings: string[];
  defaultOrdering: string;
  slugs?: SlugRule[];
  /** Integer keys the server assigns (an event's shop id) when absent or taken: the highest stored one plus one. */
  serialKeys?: string[];
  /** Rules beyond the schema (an end after the start …). */
  rules?: (input: AdminObject) => ModuleFieldError[];
  /** Columns a new row needs that the admin does not edit (an article's modules start empty). */
  insertDefaults?: AdminRow;
  /** Columns computed from the object on every write (a person's sort name, a page's updated_at). */
  derive?: (input: AdminObject, now: Date) => AdminRow;
  /** Refuses a change the data forbids (AdminConflictError, 409), inside the write's transaction. */
  guard?: (tx: Transaction<Database>, change: WriteChange) => Promise<void>;
  /** Published on the change bus after a write, so caches and the search index follow. */
  announce: (ids: number[]) => Announcement[];
}

/** A collection or the settings singleton, as the generic reads and writes take them. */
export type AnyCollectionDefinition = CollectionDefinition<string>;
