import { CMS_HUB_PATH, cmsHubPath } from '@festival/shared/routes/area-paths';
import type { CollectionName } from './collections/field-spec';

type Query = Record<string, string | number | undefined>;

/** The path with the query's set values (empty ones left out). */
function withQuery(path: string, query: Query): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') search.set(key, String(value));
  const qs = search.toString();
  return `${path}${qs ? `?${qs}` : ''}`;
}

/** Addresses inside the CMS hub (spec §2 /cms-hub/*, not localised). */
export const hubPaths = {
  start: CMS_HUB_PATH,
  settings: cmsHubPath('settings'),
  list: (collection: CollectionName, query: Query = {}): string => withQuery(cmsHubPath(collection), query),
  create: (collection: CollectionName): string => cmsHubPath(collection, 'new'),
  edit: (collection: CollectionName, id: number | string): string => cmsHubPath(collection, id),
  /** A just created object's form, which then says it was saved. */
  created: (collection: CollectionName, id: number | string): string => `${cmsHubPath(collection, id)}?saved=1`,
  history: (collection: CollectionName, id: number | string): string => cmsHubPath(collection, id, 'history'),
  formEntries: (formId: number | string): string => cmsHubPath('forms', formId, 'entries'),
  /** The media library: its pictures (?q=, ?page=) and one picture's page. */
  media: ({ q, page }: { q?: string; page?: number } = {}): string => withQuery(cmsHubPath('media'), { q, page: page && page > 1 ? page : undefined }),
  mediaImage: (id: number | string): string => cmsHubPath('media', id),
};

export type HubView =
  | { view: 'start' }
  | { view: 'settings' }
  | { view: 'list'; collection: CollectionName }
  | { view: 'edit'; collection: CollectionName; id: number | 'new' }
  | { view: 'history'; collection: CollectionName; id: number }
  | { view: 'entries'; formId: number }
  | { view: 'media' }
  | { view: 'media-image'; id: number }
  | { view: 'unknown' };

/** The hub's view for the path below /cms-hub/ ("events/12/history" …). */
export function hubView(rest: string, isCollection: (name: string) => name is CollectionName): HubView {
  const [first = '', second, third, ...more] = rest.split('/').filter(Boolean);
  if (more.length > 0) return { view: 'unknown' };
  if (first === '') return { view: 'start' };
  if (first === 'settings' && second === undefined) return { view: 'settings' };
  const id = second !== undefined && /^[1-9]\d{0,9}$/.test(second) ? Number(second) : null;
  if (first === 'media' && third === undefined) {
    if (second === undefined) return { view: 'media' };
    return id === null ? { view: 'unknown' } : { view: 'media-image', id };
  }
  if (!isCollection(first)) return { view: 'unknown' };
  if (second === undefined) return { view: 'list', collection: first };
  if (second === 'new' && third === undefined) return { view: 'edit', collection: first, id: 'new' };
  if (id === null) return { view: 'unknown' };
  if (third === undefined) return { view: 'edit', collection: first, id };
  if (third === 'history') return { view: 'history', collection: first, id };
  if (third === 'entries' && first === 'forms') return { view: 'entries', formId: id };
  return { view: 'unknown' };
}
