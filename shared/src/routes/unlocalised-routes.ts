// No router import here: the editor toolbar reads these paths and must stay small.
/** Not localised (spec §2): the CMS hub and the webshop area, each with a wildcard sub-path. */
export const UNLOCALISED_ROUTES = {
  /** Before the hub's wildcard, which would take it too. */
  dashboard: '/cms-hub/dashboard',
  'cms-hub': '/cms-hub/*',
  webshop: '/webshop/*',
  'eventim-template': '/eventim-template/*',
  'eventim-webshop': '/eventim.webshop/*',
  'test-webshop': '/test.webshop/*',
  testshop: '/testshop/*',
} as const;

export type UnlocalisedRouteName = keyof typeof UNLOCALISED_ROUTES;
