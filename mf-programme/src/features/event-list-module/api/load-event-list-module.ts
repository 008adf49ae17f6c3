import type { RouteLoad } from '@festival/shared/ssr/route-data';

/** What the server rendered an EventList module with: its clock, so that hydration selects the same events. */
export interface EventListServed {
  now: string;
}

/** The module's events come with its fields (props.data); the server adds only the time it rendered at. */
export const loadEventListModule: RouteLoad<EventListServed> = ({ now }) => Promise.resolve({ now: now().toISOString() });
