import { Type, type Static } from '@sinclair/typebox';
import { Id, Line } from './common-schemas';
import type { AdminCollection } from './admin';

/**
 * Tools over many objects of the content admin (spec §2 /cms-hub):
 *
 *   POST /api/admin/{collection}/{id}/duplicate/   201 with the copy (slugs and shop ids fresh)
 *   POST /api/admin/{collection}/bulk/             one action on many rows, reported per row
 *   GET  /api/admin/search/?q=                     events, persons, productions, pages, articles, forms
 */
export const adminToolPaths = {
  duplicate: (collection: AdminCollection | ':collection', id: number | string) => `/api/admin/${collection}/${id}/duplicate/`,
  bulk: (collection: AdminCollection | ':collection') => `/api/admin/${collection}/bulk/`,
  search: '/api/admin/search/',
};

export const ADMIN_BULK_ACTIONS = ['online', 'offline', 'delete', 'move'] as const;
export type AdminBulkAction = (typeof ADMIN_BULK_ACTIONS)[number];

/** `move` (events only) needs `room_id`; the others ignore it. */
export const AdminBulkBody = Type.Object({
  action: Type.Union(ADMIN_BULK_ACTIONS.map((action) => Type.Literal(action))),
  ids: Type.Array(Id, { minItems: 1, maxItems: 200 }),
  room_id: Type.Optional(Id),
});
export type AdminBulkBody = Static<typeof AdminBulkBody>;

/** Per row the status one request for it would have answered (200, 204, 404, 409 …) and its detail. */
export const AdminBulkRow = Type.Object({ id: Id, status: Type.Integer(), detail: Type.Optional(Type.String()) });
export type AdminBulkRow = Static<typeof AdminBulkRow>;
/**
 * 200 when at least one row was written; when none was, the status every row shares (404 when
 * none exists), else 409, with `detail` saying that nothing changed.
 */
export const AdminBulkResult = Type.Object({ results: Type.Array(AdminBulkRow), detail: Type.Optional(Type.String()) });
export type AdminBulkResult = Static<typeof AdminBulkResult>;

export const ADMIN_SEARCHED_COLLECTIONS = ['events', 'persons', 'productions', 'pages', 'articles', 'forms'] as const satisfies readonly AdminCollection[];
export type AdminSearchedCollection = (typeof ADMIN_SEARCHED_COLLECTIONS)[number];

export const AdminSearchQuery = Type.Object({ q: Line({ minLength: 1, maxLength: 200 }) });
export type AdminSearchQuery = Static<typeof AdminSearchQuery>;
export const AdminSearchHit = Type.Object({
  collection: Type.Union(ADMIN_SEARCHED_COLLECTIONS.map((name) => Type.Literal(name))),
  id: Id,
  label: Type.String(),
});
export type AdminSearchHit = Static<typeof AdminSearchHit>;
export const AdminSearchResult = Type.Object({ results: Type.Array(AdminSearchHit) });
export type AdminSearchResult = Static<typeof AdminSearchResult>;

