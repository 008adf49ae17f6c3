import { UNLOCALISED_ROUTES, type UnlocalisedRouteName } from './unlocalised-routes';

/** Where an unlocalised area starts: its pattern without the wildcard ('/webshop/*' → '/webshop'). */
function areaPath(name: UnlocalisedRouteName): string {
  return UNLOCALISED_ROUTES[name].replace(/\/\*$/, '');
}

export const CMS_HUB_PATH = areaPath('cms-hub');
export const WEBSHOP_PATH = areaPath('webshop');

/** A path inside the CMS hub: cmsHubPath('events', 12, 'history') → '/cms-hub/events/12/history'. */
export function cmsHubPath(...segments: (string | number)[]): string {
  return [CMS_HUB_PATH, ...segments.map(String)].join('/');
}
