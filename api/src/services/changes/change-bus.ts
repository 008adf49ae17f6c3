import type { SearchKind } from '@festival/shared/api-schemas/content-search';

/** A searchable object: its search kind and its id in its own table. */
export interface SearchRef {
  kind: SearchKind;
  id: number;
}

/**
 * What changed, by topic. Payloads are plain JSON, so a transport between instances can carry
 * them as they are. An empty id list stands for "many, not named" (a bulk import); the entity
 * '*' for any kind (an instance that lost its channel to the others may have missed anything).
 */
export interface ChangeEvents {
  /** Programme data (events, people, productions, venues, rooms, series, tags, genres) of one kind, by id. */
  programme: { entity: string; ids: number[] };
  /** Seats of these events: a hold taken, changed or released, an order placed. */
  availability: { eventIds: number[] };
  /** Content (pages, containers, articles, menus, forms …) of one kind, by id. */
  content: { entity: string; ids: number[] };
  /** The site settings (online switches, code blocks, error pages). */
  settings: Record<string, never>;
  /** Searchable objects whose search documents no longer match their tables. */
  search: { documents: SearchRef[] };
}
export type ChangeTopic = keyof ChangeEvents;
export type ChangeHandler<T extends ChangeTopic> = (change: ChangeEvents[T]) => void | Promise<void>;

/**
 * The change bus (app.changes): writers publish after their transaction committed; caches and
 * the search index subscribe. Publishing waits for this instance's subscribers, so the answer
 * to the write is sent once the next request sees the change. An implementation that spans
 * instances (PostgreSQL LISTEN/NOTIFY, Redis pub/sub) also delivers each change to the
 * subscribers of every other instance; subscribers must therefore be idempotent.
 */
export interface ChangeBus {
  publish<T extends ChangeTopic>(topic: T, change: ChangeEvents[T]): Promise<void>;
  /** Returns the function that ends the subscription. */
  subscribe<T extends ChangeTopic>(topic: T, handler: ChangeHandler<T>): () => void;
  close(): Promise<void>;
}

export interface ChangeLogger {
  error(details: object, message: string): void;
}

type AnyHandler = (change: unknown) => void | Promise<void>;

/** The bus of one process: changes reach this instance's subscribers only. */
export class InProcessChangeBus implements ChangeBus {
  private readonly handlers = new Map<ChangeTopic, Set<AnyHandler>>();

  constructor(private readonly log: ChangeLogger) {}

  /** A failing subscriber is logged, never the write's failure: the write has committed. */
  async publish<T extends ChangeTopic>(topic: T, change: ChangeEvents[T]): Promise<void> {
    const handlers = [...(this.handlers.get(topic) ?? [])];
    const results = await Promise.allSettled(handlers.map(async (handler) => handler(change)));
    for (const result of results) {
      if (result.status === 'rejected') this.log.error({ err: result.reason as unknown, topic, change }, 'change subscriber failed');
    }
  }

  subscribe<T extends ChangeTopic>(topic: T, handler: ChangeHandler<T>): () => void {
    const set = this.handlers.get(topic) ?? new Set<AnyHandler>();
    this.handlers.set(topic, set);
    const entry = handler as AnyHandler; // cast: the topic's handlers only ever receive the topic's payload
    set.add(entry);
    return () => { set.delete(entry); };
  }

  async close(): Promise<void> {
    this.handlers.clear();
  }
}
