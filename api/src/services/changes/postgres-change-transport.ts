import { randomUUID } from 'node:crypto';
import { sql, type Kysely } from 'kysely';
import { Client, type ClientConfig } from 'pg';
import type { Database } from '../../db/database';
import type { ChangeLogger } from './change-bus';
import type { ChangeTransport } from './shared-change-bus';

/** NOTIFY refuses payloads of 8000 bytes or more. */
const NOTIFY_LIMIT = 7999;
const RETRY_FIRST_MS = 100;
const RETRY_MOST_MS = 5000;

/**
 * Changes over PostgreSQL LISTEN/NOTIFY. One client of its own listens (a pooled connection
 * would be handed to queries); messages go out through the pool. A lost listening connection
 * is opened again with growing pauses, and then resyncs.
 */
export class PostgresChangeTransport implements ChangeTransport {
  readonly maxMessageBytes = NOTIFY_LIMIT;
  /** The listening connection's application_name, to find it in pg_stat_activity. */
  readonly connectionName = `festival-changes-${randomUUID()}`;
  private client: Client | null = null;
  private retryTimer: NodeJS.Timeout | null = null;
  private failures = 0;
  private closed = false;
  private onMessage: (message: string) => void = () => {};
  private resync: () => void = () => {};

  constructor(
    private readonly connection: ClientConfig,
    private readonly db: Kysely<Database>,
    private readonly log: ChangeLogger,
    readonly channel = 'festival_changes',
  ) {
    if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`not a channel name: ${channel}`);
  }

  async start(onMessage: (message: string) => void, resync: () => void): Promise<void> {
    this.onMessage = onMessage;
    this.resync = resync;
    await this.listen();
  }

  async send(message: string): Promise<void> {
    await sql`select pg_notify(${this.channel}, ${message})`.execute(this.db);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retryTimer) clearTimeout(this.retryTimer);
    const { client } = this;
    this.client = null;
    await client?.end();
  }

  private async listen(): Promise<void> {
    const client = new Client({ ...this.connection, application_name: this.connectionName });
    client.on('notification', (notification) => {
      if (notification.channel === this.channel && notification.payload !== undefined) this.onMessage(notification.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    try {
      await client.connect();
      await client.query(`LISTEN ${this.channel}`);
    } catch (error) {
      client.removeAllListeners('end');
      await client.end().catch(() => {});
      throw error;
    }
    this.client = client;
  }

  private lost(client: Client, error: Error | null): void {
    if (this.client !== client || this.closed) return;
    this.client = null;
    this.log.error({ err: error }, 'change channel lost, listening again');
    this.retry();
  }

  private retry(): void {
    const pause = Math.min(RETRY_FIRST_MS * 2 ** this.failures, RETRY_MOST_MS);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = null;
      if (this.closed) return;
      this.listen().then(() => {
        this.failures = 0;
        this.resync();
      }, (error: unknown) => {
        this.failures += 1;
        this.log.error({ err: error }, 'change channel still unreachable');
        this.retry();
      });
    }, pause);
  }
}
