import type { ModuleFieldError } from '@festival/shared/validation/module-rules';
import { schemaErrors } from '@festival/shared/validation/module-rules';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/database';
import { NotFoundError } from '../common/http-errors';
import { latestAudit } from '../editing/audit-repository';
import { FieldValidationError, StaleWriteError } from '../editing/editor-errors';
import { runEditorWrite, type EditorWrite, type EditorWriteContext, type SavedWrite } from '../editing/write-pipeline';
import { fieldChanges } from './admin-audit';
import { unrealInstants } from './admin-shapes';
import { AdminConflictError, isForeignKeyViolation } from './admin-errors';
import { byName, readObject } from './admin-read';
import { checkReferences, insertObject, lockedRevision, updateObject, type StoreContext } from './admin-store';
import type { AdminObject, AnyCollectionDefinition } from './collection-definition';

const isObject = (value: unknown): value is AdminObject => !!value && typeof value === 'object' && !Array.isArray(value);

/** Schema errors first; the collection's own rules only for a body of the right shape. */
function validateBody(def: AnyCollectionDefinition, body: unknown, needsRevision: boolean): ModuleFieldError[] {
  if (!isObject(body)) return [{ field: '', message: 'invalid' }];
  const errors = schemaErrors(def.schema, body);
  if (errors.length === 0) errors.push(...unrealInstants(def.schema, body));
  if (needsRevision && body.revision === undefined) errors.push({ field: 'revision', message: 'required' });
  return errors.length > 0 ? errors : def.rules?.(body) ?? [];
}

/** A copy's body: ids dropped at every level, so every nested object is created anew. */
function withoutIds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (!isObject(value)) return value;
  return Object.fromEntries(Object.entries(value).filter(([key]) => key !== 'id' && key !== 'revision').map(([key, item]) => [key, withoutIds(item)]));
}

function storeContext(ctx: EditorWriteContext, tx: Transaction<Database>): StoreContext {
  return { tx, dialect: ctx.db.dialect, locale: ctx.locale, now: ctx.now };
}

async function assertReferences(store: StoreContext, def: AnyCollectionDefinition, input: AdminObject): Promise<void> {
  const errors = await checkReferences(store, def, input);
  if (errors.length > 0) throw new FieldValidationError(errors, store.locale);
}

/** The stored revision under the row lock: 404 for an unknown id, 409 when the write was based on another one. */
async function currentRevision(store: StoreContext, def: AnyCollectionDefinition, id: number, based: number | undefined): Promise<number> {
  const stored = await lockedRevision(store, def, id);
  if (stored === null) throw new NotFoundError('Not found.');
  if (based !== undefined && based !== stored) {
    const latest = await latestAudit(store.tx, def.entity, id);
    throw new StaleWriteError({ revision: stored, changedAt: latest?.changedAt ?? null, changedBy: latest?.changedBy ?? null }, store.locale);
  }
  return stored;
}

function saved(def: AnyCollectionDefinition, id: number, action: string, before: AdminObject | null, after: AdminObject | null): SavedWrite<AdminObject | null> {
  return {
    result: after,
    audit: { action, entityType: def.entity, entityId: id, summary: { changes: fieldChanges(before, after) } },
    announce: def.announce([id]),
  };
}

async function stored(tx: Transaction<Database>, def: AnyCollectionDefinition, id: number): Promise<AdminObject> {
  const object = await readObject(tx, def, id);
  if (!object) throw new Error(`${def.name} ${id} vanished inside its own write`);
  return object;
}

/** A new object's fields the body leaves out that the schema gives a default (fields no form shows). */
function withSchemaDefaults(def: AnyCollectionDefinition, body: unknown): unknown {
  if (!isObject(body)) return body;
  const defaults = Object.entries(def.schema.properties)
    .filter(([key, schema]) => !(key in body) && (schema as { default?: unknown }).default !== undefined)
    .map(([key, schema]) => [key, (schema as { default: unknown }).default]);
  return { ...Object.fromEntries(defaults), ...body };
}

/** POST: a new object; ids in the body are ignored, so a GET answer makes a copy. */
export async function createObject(ctx: EditorWriteContext, def: AnyCollectionDefinition, given: unknown): Promise<AdminObject> {
  const body = withSchemaDefaults(def, given);
  const write: EditorWrite<AdminObject, AdminObject | null> = {
    validate: () => validateBody(def, body, false),
    sanitize: () => withoutIds(body) as AdminObject,
    save: async (tx, input) => {
      const store = storeContext(ctx, tx);
      await assertReferences(store, def, input);
      const id = await insertObject(store, def, input);
      return saved(def, id, 'create', null, await stored(tx, def, id));
    },
  };
  return (await runEditorWrite(ctx, write)) as AdminObject;
}

/** PUT: the whole object, based on the revision it carries. */
export async function replaceObject(ctx: EditorWriteContext, def: AnyCollectionDefinition, id: number, body: unknown): Promise<AdminObject> {
  const write: EditorWrite<AdminObject, AdminObject | null> = {
    validate: () => validateBody(def, body, true),
    sanitize: () => body as AdminObject,
    save: async (tx, input) => {
      const store = storeContext(ctx, tx);
      const revision = await currentRevision(store, def, id, input.revision as number);
      const before = await stored(tx, def, id);
      await assertReferences(store, def, input);
      await def.guard?.(tx, { id, before, after: input, now: ctx.now, dialect: ctx.db.dialect, lockTimeoutMs: ctx.lockTimeoutMs });
      await updateObject(store, def, id, input, before, revision);
      return saved(def, id, 'update', before, await stored(tx, def, id));
    },
  };
  return (await runEditorWrite(ctx, write)) as AdminObject;
}

/** PATCH: the fields given over the stored object, then as PUT. */
export async function patchObject(ctx: EditorWriteContext, def: AnyCollectionDefinition, id: number, body: unknown): Promise<AdminObject> {
  const current = await readObject(ctx.db.kysely, def, id);
  if (!current) throw new NotFoundError('Not found.');
  if (!isObject(body)) throw new FieldValidationError([{ field: '', message: 'invalid' }], ctx.locale);
  return replaceObject(ctx, def, id, { ...current, ...body, revision: body.revision });
}

/** DELETE: 409 while other objects still point at it, or the collection forbids it (sold tickets). */
export async function deleteObject(ctx: EditorWriteContext, def: AnyCollectionDefinition, id: number, revision: number | undefined): Promise<void> {
  const write: EditorWrite<null, AdminObject | null> = {
    validate: () => [],
    sanitize: () => null,
    save: async (tx) => {
      const store = storeContext(ctx, tx);
      await currentRevision(store, def, id, revision);
      const before = await stored(tx, def, id);
      await def.guard?.(tx, { id, before, after: null, now: ctx.now, dialect: ctx.db.dialect, lockTimeoutMs: ctx.lockTimeoutMs });
      try {
        await byName(tx).deleteFrom(def.table).where('id', '=', id).execute();
      } catch (error) {
        if (isForeignKeyViolation(error)) throw new AdminConflictError('Other objects still refer to this one; change them first.');
        throw error;
      }
      return saved(def, id, 'delete', before, null);
    },
  };
  await runEditorWrite(ctx, write);
}
