import type { Locale } from '@festival/shared/i18n/locales';

/** Texts the api itself writes into programme answers (the rest comes from the database). */
export const PROGRAMME_TEXTS = {
  de: { eventLinkText: 'Zur Veranstaltung', moreLinkText: 'Mehr erfahren', imageOf: (name: string) => `Illustration zu „${name}“` },
  en: { eventLinkText: 'View event', moreLinkText: 'Learn more', imageOf: (name: string) => `Illustration for “${name}”` },
} satisfies Record<Locale, { eventLinkText: string; moreLinkText: string; imageOf: (name: string) => string }>;

/** The first sentence of a text, for teaser lines. */
export function firstSentence(text: string): string {
  const match = /^.*?[.!?](?=\s|$)/s.exec(text);
  return (match ? match[0] : text).trim();
}
