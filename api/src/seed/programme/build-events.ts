import type { NewEvent } from '../../db/tables/events.table';
import type { NewEventEventTag } from '../../db/tables/event-event-tags.table';
import type { NewEventPerson } from '../../db/tables/event-persons.table';
import type { NewPerson } from '../../db/tables/persons.table';
import { addDays, berlinInstant } from '@festival/shared/format/berlin-time';
import type { SeededRandom } from '../common/seeded-random';
import { slugify } from '../common/slugify';
import { CURRENT_PRODUCTIONS, fullName, joinNames, type ProductionPlan } from './build-catalogue';
import { EVENT_TAGS, EXHIBITION_TYPES, GENRES, SERIES, VENUES, type Bilingual } from './catalogue-vocabulary';
import { BOOK_TITLES, CLOSING_LINES, PERFORMANCE_TITLES, TALK_TITLES, THEMES, WORKSHOP_TITLES } from './text-vocabulary';

const EVENT_COUNT = 400;
const FESTIVAL_DAYS = 60;

const START_TIMES = [[10, 30], [12, 0], [15, 0], [16, 30], [18, 0], [19, 0], [19, 30], [20, 0], [21, 0], [22, 30]] as const;
const DURATIONS = [60, 75, 90, 90, 120];
const tagId = (slug: string) => EVENT_TAGS.findIndex((t) => t.slug === slug) + 1;
const typeId = (slug: string) => EXHIBITION_TYPES.findIndex((t) => t.slug === slug) + 1;

/** Rooms in seed order (ids 1..12), with the venue they belong to. */
export const ROOMS = VENUES.flatMap((venue, venueIndex) =>
  venue.rooms.map((room) => ({ ...room, venueId: venueIndex + 1 })),
).map((room, index) => ({ ...room, id: index + 1 }));

export interface EventPlan {
  events: NewEvent[];
  tags: NewEventEventTag[];
  persons: NewEventPerson[];
}

interface Texts { title: Bilingual; preline: Bilingual; subline: Bilingual; description: Bilingual }

function verb(plural: boolean, singular: Bilingual, pluralForm: Bilingual): Bilingual {
  return plural ? pluralForm : singular;
}

/** Description of a stand-alone event, by exhibition type (one sentence pattern per type). */
function describe(rng: SeededRandom, kind: string, title: Bilingual, names: Bilingual, plural: boolean, moderator: string, genre: (typeof GENRES)[number]): Bilingual {
  const theme = rng.pick(THEMES);
  const closing = rng.pick(CLOSING_LINES);
  if (kind === 'lesung') {
    const reads = verb(plural, { de: 'liest', en: 'reads' }, { de: 'lesen', en: 'read' });
    return {
      de: `${names.de} ${reads.de} aus „${title.de}“, ${genre.book.de} über ${theme.de}. Durch den Abend führt ${moderator}. ${closing.de}`,
      en: `${names.en} ${reads.en} from “${title.en}”, ${genre.book.en} about ${theme.en}. The evening is hosted by ${moderator}. ${closing.en}`,
    };
  }
  if (kind === 'gespraech') {
    const talk = plural
      ? { de: `${names.de} sprechen über ${theme.de}, es moderiert ${moderator}.`, en: `${names.en} talk about ${theme.en}, moderated by ${moderator}.` }
      : { de: `${names.de} spricht mit ${moderator} über ${theme.de}.`, en: `${names.en} talks with ${moderator} about ${theme.en}.` };
    return {
      de: `${talk.de} Was kann Literatur leisten, wenn die Nachrichten immer lauter werden? ${closing.de}`,
      en: `${talk.en} What can literature do when the news keeps getting louder? ${closing.en}`,
    };
  }
  if (kind === 'performance') {
    const combine = verb(plural, { de: 'verbindet', en: 'combines' }, { de: 'verbinden', en: 'combine' });
    return {
      de: `In dieser Performance ${combine.de} ${names.de} Text, Klang und Bewegung zu einem Abend über ${theme.de}. ${closing.de}`,
      en: `In this performance ${names.en} ${combine.en} text, sound and movement into an evening about ${theme.en}. ${closing.en}`,
    };
  }
  const show = verb(plural, { de: 'zeigt', en: 'shows' }, { de: 'zeigen', en: 'show' });
  return {
    de: `In diesem Workshop ${show.de} ${names.de}, wie aus ersten Notizen ein eigener Text entsteht. Anfänger*innen sind ebenso willkommen wie Fortgeschrittene; bitte Papier und Stift mitbringen.`,
    en: `In this workshop ${names.en} ${show.en} how a text of your own grows from first notes. Beginners are as welcome as experienced writers; please bring paper and a pen.`,
  };
}

function titleFor(rng: SeededRandom, kind: string): Bilingual {
  if (kind === 'lesung') return rng.pick(BOOK_TITLES);
  if (kind === 'gespraech') return rng.pick(TALK_TITLES);
  if (kind === 'performance') return rng.pick(PERFORMANCE_TITLES);
  return rng.pick(WORKSHOP_TITLES);
}

/** Slots of the festival: which day and time each event starts, in time order. */
function schedule(rng: SeededRandom, startDay: string): { day: string; hour: number; minute: number }[] {
  const busyDays = new Set(rng.sample([...Array(FESTIVAL_DAYS).keys()], EVENT_COUNT - 6 * FESTIVAL_DAYS));
  const slots: { day: string; hour: number; minute: number }[] = [];
  for (let d = 0; d < FESTIVAL_DAYS; d += 1) {
    const times = rng.sample(START_TIMES, busyDays.has(d) ? 7 : 6).sort((a, b) => a[0] * 60 + a[1] - (b[0] * 60 + b[1]));
    for (const [hour, minute] of times) slots.push({ day: addDays(startDay, d), hour, minute });
  }
  return slots;
}

/**
 * 400 events over the 60 festival days: about a third belong to productions (their
 * texts and authors come from the production), a third to series, the rest stand alone.
 */
export function buildEvents(rng: SeededRandom, startDay: string, persons: NewPerson[], productions: ProductionPlan): EventPlan {
  const plan: EventPlan = { events: [], tags: [], persons: [] };
  const slots = schedule(rng, startDay);
  const productionSlots = new Set(rng.sample([...slots.keys()], 140));
  const seriesSlots = new Set(rng.sample([...slots.keys()].filter((i) => !productionSlots.has(i)), 120));
  const highlightSlots = new Set([15, 40, 75, 110, 160, 210, 260, 330]);
  let authorQueue: NewPerson[] = [];
  const nextAuthor = (taken: NewPerson[]): NewPerson => {
    if (authorQueue.length === 0) authorQueue = rng.shuffle(persons);
    const index = authorQueue.findIndex((p) => !taken.includes(p));
    return authorQueue.splice(Math.max(index, 0), 1)[0] as NewPerson;
  };
  let productionTurn = 0;
  let seriesTurn = 0;
  const premiered = new Set<number>();

  slots.forEach((slot, index) => {
    const id = index + 1;
    const start = berlinInstant(slot.day, slot.hour, slot.minute);
    const room = rng.pick(ROOMS);
    const genre = rng.pick(GENRES);
    let productionId: number | null = null;
    let seriesId: number | null = null;
    let kind: string;
    let authors: NewPerson[];
    let texts: Texts;
    const moderator = fullName(rng.pick(persons));

    if (productionSlots.has(index)) {
      productionId = (productionTurn % CURRENT_PRODUCTIONS) + 1;
      productionTurn += 1;
      const production = productions.rows[productionId - 1];
      if (!production) throw new Error(`production ${productionId} missing`);
      kind = EXHIBITION_TYPES[(production.exhibition_type_id ?? 1) - 1]?.slug ?? 'lesung';
      const ids = productions.authorsOf.get(productionId) ?? [];
      authors = persons.filter((p) => ids.includes(Number(p.id)));
      const closing = rng.pick(CLOSING_LINES);
      texts = {
        title: { de: production.title_de, en: production.title_en },
        preline: { de: EXHIBITION_TYPES[(production.exhibition_type_id ?? 1) - 1]?.name.de ?? '', en: EXHIBITION_TYPES[(production.exhibition_type_id ?? 1) - 1]?.name.en ?? '' },
        subline: { de: production.subtitle_de, en: production.subtitle_en },
        description: { de: `${production.description_de} ${closing.de}`, en: `${production.description_en} ${closing.en}` },
      };
    } else {
      if (seriesSlots.has(index)) {
        seriesId = (seriesTurn % SERIES.length) + 1;
        seriesTurn += 1;
      }
      const roll = rng.next();
      kind = roll < 0.5 ? 'lesung' : roll < 0.75 ? 'gespraech' : roll < 0.87 ? 'performance' : 'workshop';
      const count = kind === 'gespraech' ? rng.int(2, 3) : kind === 'performance' ? rng.int(1, 2) : rng.chance(0.2) ? 2 : 1;
      authors = [];
      while (authors.length < count) authors.push(nextAuthor(authors));
      const names = authors.map(fullName);
      const joined = { de: joinNames(names, 'und'), en: joinNames(names, 'and') };
      const type = EXHIBITION_TYPES[typeId(kind) - 1]?.name ?? { de: '', en: '' };
      const series = seriesId ? SERIES[seriesId - 1]?.name : undefined;
      const title = titleFor(rng, kind);
      texts = {
        title,
        preline: series ? { de: `${type.de} · ${series.de}`, en: `${type.en} · ${series.en}` } : type,
        subline: { de: `mit ${joined.de}`, en: `with ${joined.en}` },
        description: describe(rng, kind, title, joined, authors.length > 1, moderator, genre),
      };
    }

    const tagSlugs = new Set(rng.sample(EVENT_TAGS.map((t) => t.slug).filter((s) => s !== 'eintritt-frei' && s !== 'open-air'), rng.int(0, 2)));
    if (room.name.de.includes('Open Air')) tagSlugs.add('open-air');
    if (productionId && !premiered.has(productionId)) {
      premiered.add(productionId);
      tagSlugs.add('premiere');
    }
    if (slot.hour >= 22) tagSlugs.add('nachtprogramm');
    for (const slug of tagSlugs) plan.tags.push({ event_id: id, event_tag_id: tagId(slug) });
    authors.forEach((person, sort) => plan.persons.push({ event_id: id, person_id: Number(person.id), sort }));

    plan.events.push({
      id,
      slug: slugify(texts.title.de),
      title_de: texts.title.de,
      title_en: texts.title.en,
      preline_de: texts.preline.de,
      preline_en: texts.preline.en,
      subline_de: texts.subline.de,
      subline_en: texts.subline.en,
      description_de: texts.description.de,
      description_en: texts.description.en,
      date_start: start.toISOString(),
      date_end: new Date(start.getTime() + rng.pick(DURATIONS) * 60000).toISOString(),
      room_id: room.id,
      exhibition_type_id: typeId(kind),
      genre_id: GENRES.indexOf(genre) + 1,
      series_id: seriesId,
      production_id: productionId,
      event_jet_id: null,
      ticket_url: '',
      image: `/media/event-${id}.jpg`,
      is_highlight: highlightSlots.has(index) ? 1 : 0,
      // A few events stay unpublished, as editors keep drafts in the programme.
      is_online: index % 97 === 50 ? 0 : 1,
    });
  });
  return plan;
}
