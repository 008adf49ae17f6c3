import { createContext, useContext, useEffect, useState } from 'react';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import { loadEditedBody, otherLanguageSource, type EditedBody, type EditorSource } from '../model/edited-body';

export const otherLocaleOf = (locale: Locale): Locale => LOCALES.find((entry) => entry !== locale) ?? locale;

/** The same page or article in the other language, read again after every write (its revision). */
export function useOtherLanguagePage(source: EditorSource, page: EditedBody | null, locale: Locale): EditedBody | null {
  const [other, setOther] = useState<EditedBody | null>(null);
  const otherLocale = otherLocaleOf(locale);
  const otherSource = otherLanguageSource(source, page, otherLocale);
  const key = otherSource && JSON.stringify(otherSource);
  const revision = page?.revision;
  useEffect(() => {
    if (!key || revision === undefined) return undefined;
    const controller = new AbortController();
    loadEditedBody(JSON.parse(key) as EditorSource, otherLocale, controller.signal).then(setOther, () => setOther(null));
    return () => controller.abort();
  }, [key, otherLocale, revision]);
  return other;
}

/** The other language's page or article for the modules' forms ("Aus Englisch übernehmen"). */
export const OtherLanguageContext = createContext<EditedBody | null>(null);
export const useOtherLanguage = () => useContext(OtherLanguageContext);
