import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Id, Line, Nullable, Paged } from './common-schemas';
import { EditorRef, FieldErrors, Revision, StaleWrite } from './pageeditor-writes';

/**
 * The content admin's API (spec §2 /cms-hub, §7), one shape for every collection:
 *
 *   GET    /api/admin/{collection}/?q=&page=&page_size=&ordering=   paged list of AdminListItem
 *   POST   /api/admin/{collection}/                                 create; answers the object (201)
 *   GET    /api/admin/{collection}/{id}/                            the object
 *   PUT    /api/admin/{collection}/{id}/                            replace: the whole object + revision
 *   PATCH  /api/admin/{collection}/{id}/                            some top-level fields + revision
 *   DELETE /api/admin/{collection}/{id}/?revision=n                 204
 *   GET    /api/admin/{collection}/{id}/history/                    who changed what, when (newest first)
 *   GET    /api/admin/settings/   PATCH /api/admin/settings/        the site settings (a singleton)
 *   GET    /api/admin/settings/history/                             who changed the settings, what and when
 *   GET    /api/admin/forms/{id}/entries/   …/entries.csv           a form's submissions (JSON, CSV)
 *   GET    /api/admin/form-files/{token}                            a file uploaded with an entry
 *
 * The object a GET answers is a valid PUT body, and without its ids a valid POST body (a copy:
 * nested objects are created anew, and server-assigned fields — slugs — are assigned afresh
 * when absent or already taken). Nested children (an event's seat groups with their prices, its
 * time slots …) are replaced as a list: an item with the id of an existing child updates it,
 * an item without id is created, a child missing from the list is deleted. Relations to other
 * collections are id lists (`person_ids`, `tag_ids`), in their display order.
 *
 * Every route needs an editor session (401 without one, 403 for other accounts); unsafe methods
 * need the CSRF header (403). Errors:
 *   400 FieldErrors  { detail, field, errors: [{ field, message }] } — field as react-hook-form
 *                    names it (`seat_groups.0.prices.1.amount`), message a key of the
 *                    "validation" i18n namespace (notFound: a referenced id does not exist).
 *   404 { detail }   unknown collection or id.
 *   409 StaleWrite   { detail, revision, changed_at, changed_by }: the body's revision is older
 *                    than the stored one; `revision` is the stored one.
 *   409 AdminConflict { detail, field }: a change the data forbids — a capacity below the seats
 *                    held and sold, deleting an event, seat group, price or time slot with sold
 *                    tickets (cancel the event instead: `is_cancelled: true`).
 */

export const ADMIN_COLLECTIONS = [
  'events', 'persons', 'productions', 'venues', 'rooms', 'series',
  'exhibition-types', 'genres', 'tags', 'production-tags', 'seasons', 'sale-types',
  'articles', 'article-categories', 'article-tags', 'pages', 'menus', 'forms',
  'redirects', 'breaking-news', 'opening-hours', 'opening-hours-exceptions',
] as const;
export type AdminCollection = (typeof ADMIN_COLLECTIONS)[number];

export function isAdminCollection(name: string): name is AdminCollection {
  return (ADMIN_COLLECTIONS as readonly string[]).includes(name);
}

/** Paths of the admin API; the api registers its routes from these, the hub calls them. */
export const adminPaths = {
  list: (collection: AdminCollection | ':collection') => `/api/admin/${collection}/`,
  item: (collection: AdminCollection | ':collection', id: number | string) => `/api/admin/${collection}/${id}/`,
  history: (collection: AdminCollection | ':collection', id: number | string) => `/api/admin/${collection}/${id}/history/`,
  settings: '/api/admin/settings/',
  settingsHistory: '/api/admin/settings/history/',
  formEntries: (formId: number | string) => `/api/admin/forms/${formId}/entries/`,
  formEntriesCsv: (formId: number | string) => `/api/admin/forms/${formId}/entries.csv`,
  /** An uploaded file of a form entry, by its token (links in entries and the CSV). */
  formFile: (token: string) => `/api/admin/form-files/${token}`,
};

/** Counts the object's saves: PUT, PATCH and DELETE send the revision their copy shows. */
export const AdminRevision = Revision;

export const AdminListQuery = Type.Object({
  /** Searches the collection's text fields (titles, names, slugs …), case-insensitive. */
  q: Type.Optional(Line({ maxLength: 200 })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 100000 })),
  page_size: Type.Optional(Type.Integer({ minimum: 1, maximum: 200 })),
  /** One of the collection's orderings (AdminCollectionInfo.orderings); `-` in front for descending. */
  ordering: Type.Optional(Type.String({ maxLength: 60, pattern: '^-?[a-z_]+$' })),
  /** Only these objects (comma-separated ids): how a form names the objects it links to. */
  ids: Type.Optional(Type.String({ maxLength: 1100, pattern: '^[1-9]\\d{0,9}(,[1-9]\\d{0,9}){0,99}$' })),
});
export type AdminListQuery = Static<typeof AdminListQuery>;
export const ADMIN_PAGE_SIZE = 25;

/**
 * A row of a collection's list: the object's own fields without its nested children and
 * relation lists, plus `label`, the text the hub shows for it (a title, a name, a path).
 */
export const AdminListItem = Type.Object({ id: Type.Integer(), label: Type.String(), revision: Type.Integer() }, { additionalProperties: true });
export type AdminListItem = Static<typeof AdminListItem>;
export const AdminListPage = Paged(AdminListItem);
export type AdminListPage = Static<typeof AdminListPage>;

export const AdminIdParams = Type.Object({ id: Id });
export const AdminCollectionParams = Type.Object({ collection: Type.String({ maxLength: 40 }) });
export const AdminItemParams = Type.Object({ collection: Type.String({ maxLength: 40 }), id: Id });
export const AdminDeleteQuery = Type.Object({ revision: Type.Optional(AdminRevision) });

export const AdminFieldErrors = FieldErrors;
export const AdminStaleWrite = StaleWrite;
export type AdminStaleWrite = Static<typeof AdminStaleWrite>;
export const AdminConflict = Type.Object({ detail: Type.String(), field: Type.String() });
export type AdminConflict = Static<typeof AdminConflict>;

/** One write of the audit log (spec §2: who changed what, when). */
export const AdminHistoryEntry = Type.Object({
  id: Type.Integer(),
  /** create, update, delete (cancel is an update with is_cancelled). */
  action: Type.String(),
  /** ISO-8601 UTC. */
  created_at: Type.String(),
  author: Nullable(EditorRef),
  /** The fields the write changed, with their values before and after. */
  changes: Type.Record(Type.String(), Type.Object({ before: Type.Unknown(), after: Type.Unknown() })),
});
export type AdminHistoryEntry = Static<typeof AdminHistoryEntry>;
export const AdminHistory = Type.Array(AdminHistoryEntry);

/** Fields every stored object answers with; `id` and `revision` are optional in a body. */
export const adminObject = <P extends Record<string, TSchema>>(properties: P) => Type.Object({
  id: Type.Optional(Id),
  revision: Type.Optional(AdminRevision),
  ...properties,
});

/** A nested child (seat group, price, time slot, form field …): its id when it exists already. */
export const adminChild = <P extends Record<string, TSchema>>(properties: P) => Type.Object({
  id: Type.Optional(Id),
  ...properties,
});
