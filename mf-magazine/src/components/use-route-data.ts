import { useApiData } from '@festival/shared/api-client/use-api-data';
import { routeLoadInput, type RouteLoad } from '@festival/shared/ssr/route-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { routeKey, type Keyed } from './route-key';

/**
 * A routed parcel's data (issue 13 item 7): what the server rendered it with when that was for
 * this route, else its route's `load`, again whenever the route (language, route, id) changes.
 */
export function useRouteData<Data>(load: RouteLoad<Keyed<Data>>, props: ParcelProps) {
  const { locale, routeName, params } = props;
  const given = props.initialData as Keyed<Data> | undefined;
  const initial = given?.routeKey === routeKey(props) ? given : undefined;
  return useApiData((signal) => load(routeLoadInput(props), signal), [locale, routeName, params.id], initial);
}
