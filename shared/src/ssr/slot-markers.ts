/** The attributes that mark server HTML in the page, for the browser to find it and take it over. */

/** Marks the element holding the route slot's server HTML (the shell's read-server-rendered.ts finds it by it). */
export const SERVER_SLOT_ATTRIBUTE = 'data-server-slot';
/** Marks the element holding a CMS module's server HTML; its value is the module's slug. */
export const SERVER_MODULE_ATTRIBUTE = 'data-server-module';
/** Marks server HTML whose remote waits until it comes near the viewport (or the visitor reaches for it). */
export const WAITS_UNTIL_NEAR_ATTRIBUTE = 'data-waits-until-near';

/** The element with the server HTML of the route slot, or of the CMS module with this slug. */
export function serverSlotSelector(slug?: string): string {
  if (slug === undefined) return `[${SERVER_SLOT_ATTRIBUTE}]`;
  // A quoted CSS string: quotes and backslashes escaped, a line break as its code point.
  const value = slug.replace(/["\\]/g, '\\$&').replace(/\n/g, '\\a ');
  return `[${SERVER_MODULE_ATTRIBUTE}="${value}"]`;
}

/** The document's inert template of script preloads, which the shell's start script moves into the head once the page has painted. */
export const APP_PRELOADS_ID = 'app-preloads';
/** On that template: the remote modules (ids, space-separated) whose scripts it preloads. */
export const PRELOADED_MODULES_ATTRIBUTE = 'data-modules';
