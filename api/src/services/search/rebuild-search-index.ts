import type { Transaction } from 'kysely';
import { LOCALES, type Locale } from '@festival/shared/i18n/locales';
import type { DialectName } from '../../db/create-db';
import type { Database } from '../../db/database';
import type { NewSearchDocument } from '../../db/tables/search-documents.table';
import type { NewSearchTerm } from '../../db/tables/search-terms.table';
import { digraphWord, foldForIndex, foldWord, words } from './search-folding';
import { chunks, INSERT_CHUNK, searchIndexFor } from './search-index';
import { collectSearchSources, type SearchSource } from './search-sources';

/** Words too common to be worth suggesting. */
const STOP_WORDS = new Set([
  'und', 'der', 'die', 'das', 'den', 'dem', 'des', 'ein', 'eine', 'einer', 'eines', 'einem', 'einen', 'mit', 'von',
  'für', 'auf', 'aus', 'bei', 'ist', 'sind', 'wird', 'werden', 'nicht', 'auch', 'sich', 'als', 'wie', 'noch', 'nach',
  'zum', 'zur', 'über', 'unter', 'oder', 'aber', 'wir', 'sie', 'ihr', 'ihre', 'ihren', 'uns', 'unsere', 'diese', 'dieser',
  'the', 'and', 'for', 'with', 'from', 'that', 'this', 'are', 'was', 'were', 'will', 'have', 'has', 'not', 'you',
  'your', 'our', 'their', 'they', 'its', 'into', 'also', 'but', 'can', 'all', 'which', 'who', 'more',
]);
/** A title word counts this many times a body word when ranking suggestions. */
const TITLE_WEIGHT = 3;
const MIN_TERM_LENGTH = 3;

function documents(sources: SearchSource[]): NewSearchDocument[] {
  return sources.flatMap((source) => LOCALES.map((locale) => ({
    kind: source.kind,
    object_id: source.object_id,
    locale,
    title: source.title[locale],
    body: source.body[locale],
    url: source.url[locale],
    image: source.image,
    date_start: source.date_start,
    title_folded: foldForIndex(source.title[locale]),
    body_folded: foldForIndex(source.body[locale]),
  })));
}

/** The autocomplete vocabulary: each word once per language, weighted by the documents that use it. */
function terms(sources: SearchSource[]): NewSearchTerm[] {
  const weights = new Map<string, number>();
  const add = (locale: Locale, text: string, weight: number) => {
    for (const word of new Set(words(text.toLowerCase()))) {
      if (word.length < MIN_TERM_LENGTH || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
      const key = `${locale}\u0000${word}`;
      weights.set(key, (weights.get(key) ?? 0) + weight);
    }
  };
  for (const source of sources) {
    for (const locale of LOCALES) {
      add(locale, source.title[locale], TITLE_WEIGHT);
      add(locale, source.body[locale], 1);
    }
  }
  return [...weights].map(([key, frequency]) => {
    const [locale = 'de', term = ''] = key.split('\u0000');
    const folded = foldWord(term);
    return { locale, term, folded, folded_alt: digraphWord(term) ?? folded, frequency };
  });
}

/** Rebuilds the whole search index from the current programme and content tables. */
export async function rebuildSearchIndex(trx: Transaction<Database>, dialect: DialectName, now = new Date()): Promise<void> {
  const sources = await collectSearchSources(trx, now);
  await searchIndexFor(dialect).replaceDocuments(trx, documents(sources));
  await trx.deleteFrom('search_terms').execute();
  for (const chunk of chunks(terms(sources), INSERT_CHUNK)) await trx.insertInto('search_terms').values(chunk).execute();
}
