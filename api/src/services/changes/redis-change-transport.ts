import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import type { ChangeLogger } from './change-bus';
import type { ChangeTransport } from './shared-change-bus';

/**
 * Changes over Redis pub/sub. A subscribed connection can do nothing else, so it is a second
 * connection beside the one that publishes. ioredis reconnects and subscribes again by
 * itself; every later "ready" then resyncs.
 */
export class RedisChangeTransport implements ChangeTransport {
  readonly maxMessageBytes = Number.POSITIVE_INFINITY;
  /** The subscribed connection's CLIENT SETNAME, to find it among the server's clients. */
  readonly connectionName = `festival-changes-${randomUUID()}`;
  private subscriber: Redis | null = null;

  constructor(private readonly redis: Redis, private readonly log: ChangeLogger, readonly channel = 'festival:changes') {}

  async start(onMessage: (message: string) => void, resync: () => void): Promise<void> {
    const subscriber = this.redis.duplicate({ connectionName: this.connectionName });
    this.subscriber = subscriber;
    subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) onMessage(message);
    });
    subscriber.on('error', (error: Error) => this.log.error({ err: error }, 'change channel error'));
    await subscriber.subscribe(this.channel);
    subscriber.on('ready', () => {
      this.log.error({}, 'change channel lost and heard again');
      resync();
    });
  }

  async send(message: string): Promise<void> {
    await this.redis.publish(this.channel, message);
  }

  async close(): Promise<void> {
    const { subscriber } = this;
    this.subscriber = null;
    if (subscriber) await subscriber.quit();
  }
}
