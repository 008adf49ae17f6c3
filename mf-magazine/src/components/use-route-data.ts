import { useEffect, useMemo, useState } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { routeLoadInput, type RouteLoad } from '@festival/shared/ssr/route-data';
import { keeperForEntry, keptInEntry } from '@festival/shared/stores/history-entry-cache';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { routeKey, type Keyed } from './route-key';

/**
 * A routed parcel's data (issue 13 item 7): what the server rendered it with when that was for
 * this route, else its route's `load`, again whenever the route (language, route, id) changes.
 * Back to a route shows the data this history entry had, as it was, without loading it again.
 */
export function useRouteData<Data>(load: RouteLoad<Keyed<Data>>, props: ParcelProps) {
  const { locale, routeName, params } = props;
  const key = routeKey(props);
  // useApiData reads its initial data once, on mount.
  const [initial] = useState(() => {
    const given = props.initialData as Keyed<Data> | undefined;
    return given?.routeKey === key ? given : keptInEntry<Keyed<Data>>(`route|${key}`);
  });
  const route = useApiData((signal) => load(routeLoadInput(props), signal), [locale, routeName, params.id], initial);
  const keep = useMemo(() => keeperForEntry(`route|${key}`), [key]);
  const shown = route.status === 'ready' && route.data.routeKey === key ? route.data : undefined;
  useEffect(() => {
    if (shown) keep(shown);
  }, [keep, shown]);
  return route;
}
