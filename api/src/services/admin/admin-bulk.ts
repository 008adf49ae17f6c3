import type { AdminBulkBody, AdminBulkRow } from '@festival/shared/api-schemas/admin-tools';
import { FieldValidationError } from '../editing/editor-errors';
import type { EditorWriteContext } from '../editing/write-pipeline';
import { readObject } from './admin-read';
import { deleteObject, patchObject } from './admin-writes';
import type { AdminObject, AnyCollectionDefinition } from './collection-definition';

/** The fields a bulk action writes, or null when the collection has no such field. */
function changeOf(def: AnyCollectionDefinition, body: AdminBulkBody): AdminObject | null {
  const has = (field: string) => Object.hasOwn(def.schema.properties ?? {}, field);
  if (body.action === 'online' || body.action === 'offline') return has('is_online') ? { is_online: body.action === 'online' } : null;
  if (body.action === 'move') return has('room_id') && body.room_id !== undefined ? { room_id: body.room_id } : null;
  return {};
}

/** A row's answer as its own request would have given it: the status and what went wrong. */
function failedRow(id: number, error: unknown): AdminBulkRow {
  const failure = error as { statusCode?: unknown; answer?: { detail?: unknown }; message?: string };
  if (typeof failure.statusCode !== 'number' || failure.statusCode >= 500 && failure.statusCode !== 503) throw error;
  const detail = typeof failure.answer?.detail === 'string' ? failure.answer.detail : failure.message ?? '';
  return { id, status: failure.statusCode, detail };
}

/**
 * One action on many rows, each row its own write with the same rules as one request for it
 * (a delete of a referenced row answers 409 for that row; the others go through).
 */
export async function bulkAction(ctx: EditorWriteContext, def: AnyCollectionDefinition, body: AdminBulkBody): Promise<AdminBulkRow[]> {
  const change = changeOf(def, body);
  if (!change) throw new FieldValidationError([{ field: body.action === 'move' ? 'room_id' : 'action', message: 'invalid' }], ctx.locale);
  const results: AdminBulkRow[] = [];
  for (const id of new Set(body.ids)) {
    try {
      const current = await readObject(ctx.db.kysely, def, id);
      if (!current) {
        results.push({ id, status: 404, detail: 'Not found.' });
      } else if (body.action === 'delete') {
        await deleteObject(ctx, def, id, current.revision as number);
        results.push({ id, status: 204 });
      } else {
        await patchObject(ctx, def, id, { ...change, revision: current.revision });
        results.push({ id, status: 200 });
      }
    } catch (error) {
      results.push(failedRow(id, error));
    }
  }
  return results;
}
