import { randomUUID } from 'node:crypto';
import {
  InProcessChangeBus, type ChangeBus, type ChangeEvents, type ChangeHandler, type ChangeLogger, type ChangeTopic,
} from './change-bus';

/**
 * The topics other instances hear of. `search` asks for a write to the shared search index,
 * which the instance that made the change does once; the others have nothing to forget.
 */
export const SHARED_TOPICS = ['programme', 'availability', 'content', 'settings'] as const satisfies readonly ChangeTopic[];
type SharedTopic = (typeof SHARED_TOPICS)[number];

/** How changes travel between instances: one channel of text messages every instance hears. */
export interface ChangeTransport {
  /** Longest message in bytes the channel carries (PostgreSQL NOTIFY: under 8000). */
  readonly maxMessageBytes: number;
  /**
   * Starts hearing the channel. `resync` is called after the channel was lost and heard again:
   * changes sent meanwhile were missed.
   */
  start(onMessage: (message: string) => void, resync: () => void): Promise<void>;
  send(message: string): Promise<void>;
  close(): Promise<void>;
}

interface Message {
  from: string;
  topic: SharedTopic;
  change: ChangeEvents[SharedTopic];
}

const isShared = (topic: unknown): topic is SharedTopic => (SHARED_TOPICS as readonly unknown[]).includes(topic);

/** The same change with its id lists emptied: "many, not named", which every subscriber reads as "forget all". */
export function manyNotNamed<T extends ChangeTopic>(change: ChangeEvents[T]): ChangeEvents[T] {
  return Object.fromEntries(Object.entries(change).map(([key, value]) => [key, Array.isArray(value) ? [] : value])) as ChangeEvents[T];
}

/** What a subscriber hears after the channel was lost: anything of its topic may have changed. */
const EVERYTHING: { [T in SharedTopic]: ChangeEvents[T] } = {
  programme: { entity: '*', ids: [] },
  availability: { eventIds: [] },
  content: { entity: '*', ids: [] },
  settings: {},
};

/**
 * A change bus spanning instances: a change reaches this instance's subscribers before
 * publish resolves, then goes out on the transport to the others, which skip their own
 * messages by instance id.
 */
export class SharedChangeBus implements ChangeBus {
  readonly instanceId = randomUUID();
  private readonly local: InProcessChangeBus;

  constructor(private readonly transport: ChangeTransport, private readonly log: ChangeLogger) {
    this.local = new InProcessChangeBus(log);
  }

  start(): Promise<void> {
    return this.transport.start((message) => this.receive(message), () => this.resync());
  }

  async publish<T extends ChangeTopic>(topic: T, change: ChangeEvents[T]): Promise<void> {
    await this.local.publish(topic, change);
    if (!isShared(topic)) return;
    let message = this.encode(topic, change);
    if (Buffer.byteLength(message) > this.transport.maxMessageBytes) message = this.encode(topic, manyNotNamed(change));
    try {
      await this.transport.send(message);
    } catch (error) {
      // The write has committed; other instances catch up when their cache entries expire or the channel resyncs.
      this.log.error({ err: error, topic }, 'change not sent to other instances');
    }
  }

  subscribe<T extends ChangeTopic>(topic: T, handler: ChangeHandler<T>): () => void {
    return this.local.subscribe(topic, handler);
  }

  async close(): Promise<void> {
    await this.transport.close();
    await this.local.close();
  }

  private encode(topic: ChangeTopic, change: unknown): string {
    return JSON.stringify({ from: this.instanceId, topic, change });
  }

  private receive(text: string): void {
    let message: Message;
    try {
      message = JSON.parse(text) as Message;
    } catch (error) {
      this.log.error({ err: error }, 'unreadable change message');
      return;
    }
    if (message.from === this.instanceId) return;
    if (!isShared(message.topic) || typeof message.change !== 'object' || message.change === null) {
      this.log.error({ topic: message.topic }, 'change message of an unknown topic');
      return;
    }
    void this.local.publish(message.topic, message.change);
  }

  private resync(): void {
    for (const topic of SHARED_TOPICS) void this.local.publish(topic, EVERYTHING[topic]);
  }
}
