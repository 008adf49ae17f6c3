import type { Transaction } from 'kysely';
import { LOCALES } from '@festival/shared/i18n/locales';
import type { Db, DialectName } from '../../db/create-db';
import type { Database } from '../../db/database';
import type { NewSearchDocument } from '../../db/tables/search-documents.table';
import type { NewSearchTerm } from '../../db/tables/search-terms.table';
import { digraphWord, foldForIndex, foldWord, words } from './search-folding';
import { chunks, INSERT_CHUNK } from './search-index';
import { searchIndexFor } from './search-index-for';
import { collectSearchSources, type SearchSource } from './search-sources';
import type { SearchRef } from '../changes/change-bus';

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

interface IndexedText {
  locale: string;
  title: string;
  body: string;
}

/** The autocomplete vocabulary's weights: each word once per document and language, a title word counting more. */
function termWeights(texts: IndexedText[]): Map<string, number> {
  const weights = new Map<string, number>();
  const add = (locale: string, text: string, weight: number) => {
    for (const word of new Set(words(text.toLowerCase()))) {
      if (word.length < MIN_TERM_LENGTH || STOP_WORDS.has(word) || /^\d+$/.test(word)) continue;
      const key = `${locale}\u0000${word}`;
      weights.set(key, (weights.get(key) ?? 0) + weight);
    }
  };
  for (const text of texts) {
    add(text.locale, text.title, TITLE_WEIGHT);
    add(text.locale, text.body, 1);
  }
  return weights;
}

function terms(weights: Map<string, number>): NewSearchTerm[] {
  return [...weights].map(([key, frequency]) => {
    const [locale = 'de', term = ''] = key.split('\u0000');
    const folded = foldWord(term);
    return { locale, term, folded, folded_alt: digraphWord(term) ?? folded, frequency };
  });
}

/** Rebuilds the whole search index from the current programme and content tables. */
export async function rebuildSearchIndex(trx: Transaction<Database>, dialect: DialectName, now = new Date()): Promise<void> {
  const indexed = documents(await collectSearchSources(trx, now));
  await searchIndexFor(dialect).replaceDocuments(trx, indexed);
  await trx.deleteFrom('search_terms').execute();
  for (const chunk of chunks(terms(termWeights(indexed)), INSERT_CHUNK)) await trx.insertInto('search_terms').values(chunk).execute();
}

/**
 * Indexes the named objects again as they are now (an object gone or offline leaves the index)
 * and moves the vocabulary's weights by the difference between their old and new text.
 */
export async function reindexSearchObjects(db: Db, refs: SearchRef[], now: Date): Promise<void> {
  if (refs.length === 0) return;
  await db.kysely.transaction().execute((trx) => reindexInTransaction(trx, db.dialect, refs, now));
}

async function reindexInTransaction(trx: Transaction<Database>, dialect: DialectName, refs: SearchRef[], now: Date): Promise<void> {
  const indexed = documents(await collectSearchSources(trx, now, refs));
  const removed = await searchIndexFor(dialect).replaceObjects(trx, refs, indexed);
  const delta = termWeights(indexed);
  for (const [key, weight] of termWeights(removed)) delta.set(key, (delta.get(key) ?? 0) - weight);
  const changed = terms(delta).filter((term) => term.frequency !== 0);
  for (const chunk of chunks(changed, INSERT_CHUNK)) {
    await trx.insertInto('search_terms').values(chunk)
      .onConflict((oc) => oc.columns(['locale', 'term']).doUpdateSet((eb) => ({ frequency: eb('search_terms.frequency', '+', eb.ref('excluded.frequency')) })))
      .execute();
    for (const locale of new Set(chunk.map((term) => term.locale))) {
      const spent = chunk.filter((term) => term.locale === locale).map((term) => term.term);
      await trx.deleteFrom('search_terms').where('locale', '=', locale).where('term', 'in', spent).where('frequency', '<=', 0).execute();
    }
  }
}
