import type { Locale } from '@festival/shared/i18n/locales';

/** Picks the column of a bilingual field (`title_de` / `title_en`) for a locale. */
export function localised<K extends string>(row: Record<`${K}_de` | `${K}_en`, string>, key: K, locale: Locale): string {
  return locale === 'en' ? row[`${key}_en`] : row[`${key}_de`];
}
