import { useApiData } from '@festival/shared/api-client/use-api-data';
import { routeLoadInput, type RouteLoad } from '@festival/shared/ssr/route-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/**
 * A routed parcel's data (issue 13 item 7): what the server rendered it with when given, else
 * its route's `load`, again whenever the route (language, route, id) changes.
 */
export function useRouteData<Data>(load: RouteLoad<Data>, props: ParcelProps) {
  const { locale, routeName, params } = props;
  return useApiData((signal) => load(routeLoadInput(props), signal), [locale, routeName, params.id], props.initialData as Data | undefined);
}
