import type { Locale } from '@festival/shared/i18n/locales';
import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import type { Transaction } from 'kysely';
import type { Db } from '../../db/create-db';
import type { Database } from '../../db/database';
import type { UserRow } from '../../db/tables/users.table';
import type { ChangeBus, ChangeEvents, ChangeTopic } from '../changes/change-bus';
import { insertAudit, type AuditEntry } from './audit-repository';
import { FieldValidationError } from './editor-errors';

export interface EditorWriteContext {
  db: Db;
  changes: ChangeBus;
  /** The signed-in editor (requireEditor has checked the role). */
  user: UserRow;
  locale: Locale;
  now: Date;
  /** How long a write waits for seat locks that a booking holds (the shop's lock timeout). */
  lockTimeoutMs: number;
}

export type Announcement = { [T in ChangeTopic]: { topic: T; change: ChangeEvents[T] } }[ChangeTopic];

export interface SavedWrite<Result> {
  result: Result;
  audit: AuditEntry;
  /** Published on the change bus once the transaction has committed. */
  announce: Announcement[];
}

export interface EditorWrite<Input, Result> {
  /** The shared rules (validation/module-rules.ts and friends) on the body as sent; any error answers 400. */
  validate(): ModuleFieldError[];
  /** The valid body as it will be stored: markup cleaned by its allowlist, unknown fields dropped. */
  sanitize(): Input;
  /**
   * Stores the change inside the transaction, checking the revision the write was based on
   * (StaleWriteError for 409) and recording a page version where a page changed.
   */
  save(tx: Transaction<Database>, input: Input): Promise<SavedWrite<Result>>;
}

/**
 * The one path of every editor write (architecture: writes by editors): validate → sanitise →
 * save together with its audit record in one transaction → announce on the change bus. The
 * answer is sent after the announcement, so the next request sees the change everywhere.
 */
export async function runEditorWrite<Input, Result>(ctx: EditorWriteContext, write: EditorWrite<Input, Result>): Promise<Result> {
  const errors = write.validate();
  if (errors.length > 0) throw new FieldValidationError(errors, ctx.locale);
  const input = write.sanitize();
  const saved = await ctx.db.kysely.transaction().execute(async (tx) => {
    const outcome = await write.save(tx, input);
    await insertAudit(tx, ctx.user.id, outcome.audit, ctx.now);
    return outcome;
  });
  for (const { topic, change } of saved.announce) await ctx.changes.publish(topic, change); // never: each pair is typed together above
  return saved.result;
}
