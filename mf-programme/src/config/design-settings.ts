/**
 * Spec §3 design settings of the programme pages: the order in which the detail sections of
 * an event and of a production appear, and whether programme entries offer the booking widget.
 */
export const EVENT_DETAIL_SECTIONS = ['facts', 'tickets', 'description'] as const;
export type EventDetailSection = (typeof EVENT_DETAIL_SECTIONS)[number];

export const PRODUCTION_DETAIL_SECTIONS = ['description', 'authors', 'events'] as const;
export type ProductionDetailSection = (typeof PRODUCTION_DETAIL_SECTIONS)[number];

/** Spec §3 quick-buy widget flag (§9): programme entries offer the booking widget in place. */
export const QUICK_BUY_WIDGET = true;
