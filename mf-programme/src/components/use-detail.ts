import { useEffect } from 'react';
import { isNotFound } from '@festival/shared/api-client/is-not-found';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { Locale } from '@festival/shared/i18n/locales';
import { useAlternatesStore, type AlternateUrls } from '@festival/shared/stores/alternates-store';
import { usePageSubject } from '@festival/shared/stores/page-title-store';

interface DetailData {
  urls: AlternateUrls;
}

/**
 * Loads one object for a detail page and, once it is there, tells the shell its urls in both
 * languages (for the language switch) and its title (from the shared title rules), or that
 * it does not exist. `initial` is the object the server rendered the page with.
 */
export function useDetail<T extends DetailData>(load: (signal: AbortSignal) => Promise<T>, id: string | undefined, locale: Locale, title: (data: T) => string, initial?: T) {
  const detail = useApiData(load, [id, locale], initial);
  const setAlternates = useAlternatesStore((state) => state.setAlternates);
  useEffect(() => {
    if (detail.status !== 'ready') return;
    setAlternates(detail.data.urls[locale], detail.data.urls);
  }, [detail.status, detail.data, locale, setAlternates]);
  usePageSubject(
    detail.status === 'ready' ? { title: title(detail.data) }
      : detail.status === 'error' && isNotFound(detail.error) ? { error: 404 }
      : null,
  );
  return detail;
}
