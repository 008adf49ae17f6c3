import type { AdminCollection } from './admin';

/**
 * What each collection's list may be narrowed by, as its people ask (a field name of its admin
 * schema). The schema says how: an id field filters by `equals` (?room_id=3), a boolean is a
 * `flag` (?is_online=false), a date-time a `range` of Berlin days (?date_start__gte=2026-06-01
 * &date_start__lte=2026-06-30).
 */
export const ADMIN_LIST_FILTERS: Partial<Record<AdminCollection, readonly string[]>> = {
  events: ['date_start', 'room_id', 'series_id', 'production_id', 'exhibition_type_id', 'genre_id', 'is_online', 'is_cancelled'],
  articles: ['category_id', 'is_online', 'published_at'],
  productions: ['exhibition_type_id', 'season_id', 'is_online'],
  persons: ['is_online'],
  pages: ['parent_id', 'is_online'],
  series: ['is_online'],
  venues: ['is_online'],
  rooms: ['venue_id'],
  forms: ['is_online'],
};

export type ListFilterKind = 'equals' | 'flag' | 'range';

interface FilteredProperty {
  type?: unknown;
  anyOf?: readonly FilteredProperty[];
  'x-ref'?: string;
  'x-control'?: string;
}

/** How a property of an admin schema filters a list, or null when it cannot. */
export function listFilterKind(property: FilteredProperty | undefined): ListFilterKind | null {
  const inner = property?.anyOf?.find((option) => option.type !== 'null') ?? property;
  if (!inner) return null;
  if (inner['x-ref']) return 'equals';
  if (inner.type === 'boolean') return 'flag';
  if (inner['x-control'] === 'date-time') return 'range';
  return null;
}

/** The query parameter names of a range filter's two ends. */
export const rangeParams = (name: string) => ({ from: `${name}__gte`, to: `${name}__lte` });

/** Every query parameter a hub list may read for its filters (a range's ends included), for the route table. */
export const ADMIN_LIST_FILTER_PARAMS: readonly string[] = [...new Set(Object.values(ADMIN_LIST_FILTERS).flat().flatMap((name) => [name, ...Object.values(rangeParams(name))]))];
