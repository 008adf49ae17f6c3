import { createContext, useContext, useEffect, useState } from 'react';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import { loadEditedBody, otherLanguageSource, type EditedBody, type EditorSource } from '../model/edited-body';

export const otherLocaleOf = (locale: Locale): Locale => LOCALES.find((entry) => entry !== locale) ?? locale;

/** The same page or article in the other language, read again after every write (its revision). */
export function useOtherLanguagePage(source: EditorSource, page: EditedBody | null, locale: Locale): EditedBody | null {
  const [other, setOther] = useState<EditedBody | null>(null);
  const otherLocale = otherLocaleOf(locale);
  // the page's address there, or the article (same id in both languages)
  const otherUrl = source.type === 'page' ? page?.urls[otherLocale] : undefined;
  const revision = page?.revision;
  useEffect(() => {
    const otherSource = otherLanguageSource(source, page, otherLocale);
    if (!otherSource || revision === undefined) return undefined;
    const controller = new AbortController();
    loadEditedBody(otherSource, otherLocale, controller.signal).then(setOther, () => setOther(null));
    return () => controller.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- read again when the address there or the revision changes, not on every new page object
  }, [source, otherUrl, otherLocale, revision]);
  return other;
}

/** The other language's page or article for the modules' forms ("Aus Englisch übernehmen"). */
export const OtherLanguageContext = createContext<EditedBody | null>(null);
export const useOtherLanguage = () => useContext(OtherLanguageContext);
