import { isNotFound } from '@festival/shared/api-client/is-not-found';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { PageHead } from '@festival/shared/ssr/server-expose';
import { routeLoadInput, type RouteLoad } from '@festival/shared/ssr/route-data';
import { usePageHead } from '@festival/shared/ssr/use-page-head';
import type { ParcelProps } from '@festival/shared/types/parcel-props';

/**
 * A detail page's object: the one the server rendered the page with, else its route's `load`,
 * again when the id or language changes. Once it is there, the page's head (the builder the
 * server's document used) tells the shell its title and its paths in both languages, or that the
 * object does not exist.
 */
export function useDetail<T>(props: ParcelProps, load: RouteLoad<T>, head: PageHead<T>) {
  const { params, locale } = props;
  const detail = useApiData((signal) => load(routeLoadInput(props), signal), [params.id, locale], props.initialData as T | undefined);
  usePageHead(props, detail.status === 'ready' ? head(detail.data, props) : detail.status === 'error' && isNotFound(detail.error) ? 'not-found' : null);
  return detail;
}
