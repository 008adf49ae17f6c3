import { useEffect, useMemo, useState } from 'react';
import { isNotFound } from '@festival/shared/api-client/is-not-found';
import { useApiData, type ApiData } from '@festival/shared/api-client/use-api-data';
import { routeLoadInput, type RouteLoad } from '@festival/shared/ssr/route-data';
import { routeKey, type Keyed } from '@festival/shared/ssr/route-key';
import type { PageHead } from '@festival/shared/ssr/server-expose';
import { usePageHead } from '@festival/shared/ssr/use-page-head';
import { keeperForEntry, keptInEntry } from '@festival/shared/stores/history-entry-cache';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/**
 * A routed parcel's data: what the server rendered it with when that was for this route (the data
 * names its route, route-key.ts), else what this history entry showed (Back shows it as it was,
 * without loading it again), else its route's `load`, again whenever the route changes. With a
 * head builder the page tells the shell its head from the same data, or that it names nothing.
 */
export function usePageData<Data extends Keyed>(props: ParcelProps, load: RouteLoad<Data>, head?: PageHead<Data>) {
  const key = routeKey(props);
  // useApiData reads its initial data once, on mount.
  const [initial] = useState(() => {
    const served = props.initialData as Data | undefined;
    return served?.routeKey === key ? served : keptInEntry<Data>(`route|${key}`);
  });
  const loaded = useApiData((signal) => load(routeLoadInput(props), signal), [key], initial);
  // Until its effect runs, useApiData still holds the previous route's data after a route change.
  const page: ApiData<Data> & { reload: () => void } = loaded.status === 'ready' && loaded.data.routeKey !== key ? { status: 'loading', reload: loaded.reload } : loaded;
  const keep = useMemo(() => keeperForEntry(`route|${key}`), [key]);
  useEffect(() => {
    if (page.data) keep(page.data);
  }, [keep, page.data]);
  const notFound = page.status === 'error' && isNotFound(page.error);
  usePageHead(props, !head ? null : page.status === 'ready' ? head(page.data, props) : notFound ? 'not-found' : null);
  return page;
}
