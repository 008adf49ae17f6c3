import type { SearchKind } from '@festival/shared/api-schemas/content-search';
import type { Announcement } from './write-pipeline';

/** What a content write announces: the content caches follow its entity, the search index its objects when they are searchable. */
export function contentChange(entity: string, search: SearchKind | null = null) {
  return (ids: number[]): Announcement[] => [
    { topic: 'content', change: { entity, ids } },
    ...(search ? [{ topic: 'search', change: { documents: ids.map((id) => ({ kind: search, id })) } } satisfies Announcement] : []),
  ];
}
