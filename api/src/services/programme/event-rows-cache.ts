import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { ChangeBus } from '../changes/change-bus';
import { EventRepository } from './event-repository';
import { OptionRepository } from './option-repository';

const MAX_EVENTS = 2_000;
/** Rows written behind the api's back (a script, another tool) are read again within this time. */
const MAX_AGE_MS = 1_000;

async function readRows(events: EventRepository, options: OptionRepository, id: number) {
  const row = await events.detail(id);
  if (!row) return null;
  const [genre, type, series, production, tags, authors, groups, slots] = await Promise.all([
    options.genre(row.genre_id),
    options.exhibitionType(row.exhibition_type_id),
    options.seriesRef(row.series_id),
    options.productionRef(row.production_id),
    events.tagsOf(id),
    events.authorsOf(id),
    events.seatGroupsOf(id),
    events.timeslotsOf(id),
  ]);
  const prices = await events.pricesOf(groups.map((group) => group.id));
  return { row, genre, type, series, production, tags, authors, groups, slots, prices };
}

/** What an event's detail is made of besides the seats left: its row and everything it refers to. */
export type EventRows = NonNullable<Awaited<ReturnType<typeof readRows>>>;

interface Kept {
  rows: Promise<EventRows | null>;
  readAt: number;
}

/**
 * Each event's rows, read once and kept until programme data changes (the change bus), for a
 * second at most, as the document cache keeps a page. The seats left are not among them: the
 * detail counts them on every read, with each seat group's capacity and switch. Only events that
 * exist are kept, so asking for ids that do not exist fills nothing.
 */
export class EventRowsCache {
  private readonly events: EventRepository;
  private readonly options: OptionRepository;
  private readonly kept = new Map<number, Kept>();

  constructor(db: Kysely<Database>, changes: ChangeBus, private readonly now: () => number) {
    this.events = new EventRepository(db);
    this.options = new OptionRepository(db);
    // A read under way when data changes is dropped with the rest: the next request reads anew.
    changes.subscribe('programme', () => this.kept.clear());
  }

  /** Null when no event has this id. */
  rows(id: number): Promise<EventRows | null> {
    const now = this.now();
    const kept = this.kept.get(id);
    if (kept && now - kept.readAt < MAX_AGE_MS) return kept.rows;
    const entry: Kept = { rows: readRows(this.events, this.options, id), readAt: now };
    this.kept.delete(id);
    this.kept.set(id, entry);
    if (this.kept.size > MAX_EVENTS) this.kept.delete(this.kept.keys().next().value!);
    const forget = () => { if (this.kept.get(id) === entry) this.kept.delete(id); };
    entry.rows.then((rows) => { if (!rows) forget(); }, forget);
    return entry.rows;
  }
}
