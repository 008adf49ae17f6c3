import { useEffect } from 'react';
import { href, matchRoute } from '@festival/shared/routes/route-table';
import type { ParcelProps } from '../types/parcel-props';
import { decodedPath } from './locale-target';

/**
 * One URL per object: when a detail page's object lives under another slug than the one in
 * the address (a stale link followed in the app), the history entry is replaced by the
 * object's own URL, keeping the query, as the server answers a document with a 301.
 * `own` is the object's path in the page's language once it has loaded.
 */
export function useOwnPath(props: Pick<ParcelProps, 'routeName' | 'params' | 'locale' | 'query' | 'navigate'>, own: string | null | undefined): void {
  const { routeName, params, locale, query, navigate } = props;
  const current = routeName ? href(routeName, params, locale) : null;
  const search = new URLSearchParams(query).toString();
  useEffect(() => {
    if (!own || !current || decodedPath(own) === decodedPath(current)) return;
    // The object of the previous address (another id, or the same one in the language the
    // visitor has just left) may still be on screen while the next one loads.
    const shown = matchRoute(own);
    if (!shown || shown.params.id !== params.id || shown.locale !== locale) return;
    navigate(`${own}${search ? `?${search}` : ''}${window.location.hash}`, { replace: true });
  }, [own, current, search, params.id, locale, navigate]);
}
