import type { SearchKind } from '@festival/shared/api-schemas/content-search';
import type { Announcement } from '../../editing/write-pipeline';

/**
 * What a programme write announces: the programme caches follow its entity, the search index
 * its objects when they are searchable, and seat counts when an event's seat groups may have changed.
 */
export function programmeChange(entity: string, search: SearchKind | null, seats = false) {
  return (ids: number[]): Announcement[] => [
    { topic: 'programme', change: { entity, ids } },
    ...(search ? [{ topic: 'search', change: { documents: ids.map((id) => ({ kind: search, id })) } } satisfies Announcement] : []),
    ...(seats ? [{ topic: 'availability', change: { eventIds: ids } } satisfies Announcement] : []),
  ];
}
