import type { RouteName, RouteParams } from '@festival/shared/routes/route-table';

/** Spec §4 edit-link map: which admin collection edits the object a detail page shows. */
const EDITED_IN: Partial<Record<RouteName, string>> = {
  'events-slug-id': 'events',
  'authors-slug-id': 'persons',
  'productions-slug-id': 'productions',
  'venues-slug-id': 'venues',
  'series-slug-id': 'series',
  'forms-slug-id': 'forms',
  'magazine-slug-id': 'articles',
};

/** The CMS hub's change URL of the page's object, or null on pages without one. */
export function adminEditUrl(routeName: RouteName | null, params: RouteParams): string | null {
  const collection = routeName ? EDITED_IN[routeName] : undefined;
  const id = params.id;
  return collection && id && /^\d+$/.test(id) ? `/cms-hub/${collection}/${id}` : null;
}
