import { useEffect } from 'react';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { Locale } from '@festival/shared/i18n/locales';
import { useAlternatesStore, type AlternateUrls } from '@festival/shared/stores/alternates-store';

interface DetailData {
  urls: AlternateUrls;
}

/**
 * Loads one object for a detail page and, once it is there, tells the shell its urls in both
 * languages (for the language switch) and sets the document title.
 */
export function useDetail<T extends DetailData>(load: (signal: AbortSignal) => Promise<T>, id: string | undefined, locale: Locale, title: (data: T) => string) {
  const detail = useApiData(load, [id, locale]);
  const setAlternates = useAlternatesStore((state) => state.setAlternates);
  useEffect(() => {
    if (detail.status !== 'ready') return;
    setAlternates(detail.data.urls[locale], detail.data.urls);
    document.title = title(detail.data);
    // title is a formatting function; the loaded data decides when to run this.
  }, [detail.status, detail.data, locale, setAlternates]);
  return detail;
}
