/**
 * Spec §3 design settings of the programme pages: the order in which the detail sections of
 * an event and of a production appear.
 */
export const EVENT_DETAIL_SECTIONS = ['facts', 'tickets', 'description'] as const;
export type EventDetailSection = (typeof EVENT_DETAIL_SECTIONS)[number];

export const PRODUCTION_DETAIL_SECTIONS = ['description', 'authors', 'events'] as const;
export type ProductionDetailSection = (typeof PRODUCTION_DETAIL_SECTIONS)[number];
