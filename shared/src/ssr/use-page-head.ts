import { useEffect } from 'react';
import type { HeadData } from '../head/head-data';
import { useOwnPath } from '@festival/shared/routes/use-own-path';
import { useAlternatesStore } from '@festival/shared/stores/alternates-store';
import { usePageSubject } from '@festival/shared/stores/page-title-store';
import type { ParcelProps } from '../types/parcel-props';

/**
 * The head the server builds for a page, told to the shell in the browser from the same data and
 * builder: the title (the shell makes the document title of it), the page in each language for the
 * language switch, and the object's own URL when the address names another slug.
 * null while the page loads; 'not-found' for a route that names nothing.
 */
export function usePageHead(props: Pick<ParcelProps, 'routeName' | 'params' | 'locale' | 'query' | 'navigate'>, head: HeadData | 'not-found' | null): void {
  const { locale } = props;
  const found = head === 'not-found' ? null : head;
  const de = found?.alternates?.de;
  const en = found?.alternates?.en;
  const own = found?.alternates?.[locale];
  useOwnPath(props, own);
  const setAlternates = useAlternatesStore((state) => state.setAlternates);
  useEffect(() => {
    // Spec §2 locale switching: slugs differ per language, so the page names both of its paths.
    if (own && de && en) setAlternates(own, { de, en });
  }, [own, de, en, setAlternates]);
  usePageSubject(head === 'not-found' ? { error: 404 } : found ? { title: found.title } : null);
}
