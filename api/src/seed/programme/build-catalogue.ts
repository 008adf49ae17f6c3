import type { NewPerson } from '../../db/tables/persons.table';
import type { NewProduction } from '../../db/tables/productions.table';
import type { NewProductionPerson } from '../../db/tables/production-persons.table';
import type { NewProductionProductionTag } from '../../db/tables/production-production-tags.table';
import type { NewSeason } from '../../db/tables/seasons.table';
import { addDays, berlinInstant } from '@festival/shared/format/berlin-time';
import type { SeededRandom } from '../common/seeded-random';
import { slugify, sortKey } from '../common/slugify';
import { EXHIBITION_TYPES, GENRES, PRODUCTION_TAGS, type Bilingual } from './catalogue-vocabulary';
import {
  BOOK_TITLES, CITIES, FIRST_NAMES, LAST_NAMES, PRIZES, PRODUCTION_HEADS, PRODUCTION_ORIGINS,
  PRODUCTION_SUBTITLES, PRODUCTION_TAILS, THEMES,
} from './text-vocabulary';

const PERSON_COUNT = 80;
const PRODUCTION_COUNT = 40;
/** Productions 1..30 play in the current season; 31..36 are announced for the next, 37..40 are archived. */
export const CURRENT_PRODUCTIONS = 30;

const LANGUAGES: Bilingual[] = [
  { de: 'Polnischen', en: 'Polish' }, { de: 'Portugiesischen', en: 'Portuguese' },
  { de: 'Japanischen', en: 'Japanese' }, { de: 'Schwedischen', en: 'Swedish' },
  { de: 'Türkischen', en: 'Turkish' }, { de: 'Französischen', en: 'French' },
];

/** "A", "A und B", "A, B und C" (or "and" in English). */
export function joinNames(names: string[], and: string): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} ${and} ${names[names.length - 1]}`;
}

export function fullName(person: Pick<NewPerson, 'first_name' | 'last_name'>): string {
  return `${person.first_name} ${person.last_name}`;
}

/** Three seasons around the festival, which starts on `startDay` (Berlin). */
export function buildSeasons(startDay: string): NewSeason[] {
  const year = Number(startDay.slice(0, 4));
  const span = (from: string, days: number) => ({
    date_start: berlinInstant(from).toISOString(),
    date_end: berlinInstant(addDays(from, days)).toISOString(),
  });
  const name = (y: number): Bilingual => ({ de: `Saison ${y}/${String(y + 1).slice(2)}`, en: `Season ${y}/${String(y + 1).slice(2)}` });
  return [
    { id: 1, slug: `saison-${year - 1}`, name_de: name(year - 1).de, name_en: name(year - 1).en, sort: 1, ...span(addDays(startDay, -365), 365) },
    { id: 2, slug: `saison-${year}`, name_de: name(year).de, name_en: name(year).en, sort: 2, ...span(startDay, 365) },
    { id: 3, slug: `saison-${year + 1}`, name_de: name(year + 1).de, name_en: name(year + 1).en, sort: 3, ...span(addDays(startDay, 365), 365) },
  ];
}

export function buildPersons(rng: SeededRandom): NewPerson[] {
  const pairs = FIRST_NAMES.flatMap((first) => LAST_NAMES.map((last) => [first, last] as const));
  return rng.sample(pairs, PERSON_COUNT).map(([first, last], index) => {
    const born = rng.pick(CITIES);
    const home = rng.pick(CITIES.filter((c) => c !== born));
    const year = rng.int(1948, 1999);
    const book = rng.pick(BOOK_TITLES);
    const genre = rng.pick(GENRES);
    const name = `${first} ${last}`;
    const theme = rng.pick(THEMES);
    const prize = rng.chance(0.5) ? rng.pick(PRIZES) : null;
    const latest: Bilingual = prize
      ? { de: `Zuletzt erschien „${book.de}“ (${genre.name.de}), ausgezeichnet mit dem ${prize.de}.`, en: `The most recent book, “${book.en}”, ${genre.book.en}, received the ${prize.en}.` }
      : { de: `Zuletzt erschien „${book.de}“, ${genre.bookNominativeDe} über ${theme.de}.`, en: `The most recent book is “${book.en}”, ${genre.book.en} about ${theme.en}.` };
    const language = rng.pick(LANGUAGES);
    const ensembleSince = rng.int(2012, 2022);
    const third = rng.pick<Bilingual>([
      { de: `${first} übersetzt außerdem aus dem ${language.de} und leitet Schreibwerkstätten für Jugendliche.`, en: `${first} also translates from ${language.en} and leads writing workshops for teenagers.` },
      { de: `Beim Festival ist ${first} in diesem Jahr zum ersten Mal zu Gast.`, en: `This year is ${first}’s first appearance at the festival.` },
      { de: `Seit ${ensembleSince} gehört ${first} zum Ensemble des Festivals.`, en: `${first} has been part of the festival ensemble since ${ensembleSince}.` },
    ]);
    return {
      id: index + 1,
      slug: slugify(name),
      first_name: first,
      last_name: last,
      sort_name: sortKey(last, first),
      bio_de: `${name} wurde ${year} in ${born.de} geboren und lebt heute in ${home.de}. ${latest.de} ${third.de}`,
      bio_en: `Born in ${born.en} in ${year}, ${name} now lives in ${home.en}. ${latest.en} ${third.en}`,
      image: `/media/person-${index + 1}.jpg`,
      is_online: 1,
    };
  });
}

export interface ProductionPlan {
  rows: NewProduction[];
  persons: NewProductionPerson[];
  tags: NewProductionProductionTag[];
  /** Author ids per production id, reused for the production's events. */
  authorsOf: Map<number, number[]>;
  themeOf: Map<number, Bilingual>;
}

export function buildProductions(rng: SeededRandom, persons: NewPerson[]): ProductionPlan {
  const titles = rng.sample(PRODUCTION_HEADS.flatMap((head) => PRODUCTION_TAILS.map((tail) => ({
    de: `${head.de} ${tail.de}`, en: `${head.en} ${tail.en}`,
  }))), PRODUCTION_COUNT);
  const plan: ProductionPlan = { rows: [], persons: [], tags: [], authorsOf: new Map(), themeOf: new Map() };
  const lesung = EXHIBITION_TYPES.findIndex((t) => t.slug === 'lesung') + 1;
  const performance = EXHIBITION_TYPES.findIndex((t) => t.slug === 'performance') + 1;
  titles.forEach((title, index) => {
    const id = index + 1;
    const authors = rng.sample(persons, rng.int(1, 3));
    const names = authors.map(fullName);
    const theme = rng.pick(THEMES);
    const origin = rng.pick(PRODUCTION_ORIGINS);
    const subtitle = rng.pick(PRODUCTION_SUBTITLES);
    const plural = authors.length > 1;
    plan.rows.push({
      id,
      slug: slugify(title.de),
      title_de: title.de,
      title_en: title.en,
      subtitle_de: subtitle.de,
      subtitle_en: subtitle.en,
      description_de: `„${title.de}“ kreist um ${theme.de}. ${joinNames(names, 'und')} ${plural ? 'haben' : 'hat'} dafür Texte geschrieben, die zwischen Bühne und Buch, zwischen Erinnerung und Erfindung wandern. Die Produktion entstand ${origin.de}.`,
      description_en: `“${title.en}” revolves around ${theme.en}. ${joinNames(names, 'and')} wrote texts for it that wander between stage and book, between memory and invention. The production was created ${origin.en}.`,
      exhibition_type_id: rng.chance(0.6) ? performance : lesung,
      season_id: id <= CURRENT_PRODUCTIONS ? 2 : id <= 36 ? 3 : 1,
      image: `/media/production-${id}.jpg`,
      show_booking_button: rng.chance(0.7) ? 1 : 0,
      is_highlight: id % 8 === 1 && id <= CURRENT_PRODUCTIONS ? 1 : 0,
      is_online: 1,
    });
    authors.forEach((person, sort) => plan.persons.push({ production_id: id, person_id: Number(person.id), sort }));
    for (const tag of rng.sample(PRODUCTION_TAGS, rng.int(1, 2))) {
      plan.tags.push({ production_id: id, production_tag_id: PRODUCTION_TAGS.indexOf(tag) + 1 });
    }
    plan.authorsOf.set(id, authors.map((p) => Number(p.id)));
    plan.themeOf.set(id, theme);
  });
  return plan;
}
