import { createContext, useContext, useEffect, useState } from 'react';
import type { Page } from '@festival/shared/api-schemas/content';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import { getEditorPage } from '../api/get-editor-page';

export const otherLocaleOf = (locale: Locale): Locale => LOCALES.find((entry) => entry !== locale) ?? locale;

/** The same page in the other language, read again after every write (its revision). */
export function useOtherLanguagePage(page: Page | null, locale: Locale): Page | null {
  const [other, setOther] = useState<Page | null>(null);
  const other_locale = otherLocaleOf(locale);
  const url = page?.urls[other_locale] ?? null;
  const revision = page?.revision;
  useEffect(() => {
    if (!url) return undefined;
    const controller = new AbortController();
    const path = url.replace(new RegExp(`^/${other_locale}(/|$)`), '');
    getEditorPage(path, other_locale, controller.signal).then(setOther, () => setOther(null));
    return () => controller.abort();
  }, [url, other_locale, revision]);
  return other;
}

/** The other language's page for the modules' forms ("Aus Englisch übernehmen"). */
export const OtherLanguageContext = createContext<Page | null>(null);
export const useOtherLanguage = () => useContext(OtherLanguageContext);
