import type { AdminCollection } from '@festival/shared/api-schemas/admin';
import type { CollectionDefinition } from './collection-definition';
import { eventsCollection } from './collections/events.collection';
import { personsCollection } from './collections/persons.collection';

/** Every collection of the admin API, in the hub's order; the routes are made from this list. */
export const ADMIN_COLLECTION_DEFINITIONS: CollectionDefinition[] = [
  eventsCollection,
  personsCollection,
];

export function collectionDefinition(name: AdminCollection): CollectionDefinition | undefined {
  return ADMIN_COLLECTION_DEFINITIONS.find((def) => def.name === name);
}
