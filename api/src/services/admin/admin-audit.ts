import type { AdminObject } from './collection-definition';

export type FieldChanges = Record<string, { before: unknown; after: unknown }>;

/** The top-level fields that differ between two states of an object (null: not there), revision left out. */
export function fieldChanges(before: AdminObject | null, after: AdminObject | null): FieldChanges {
  const changes: FieldChanges = {};
  const keys = new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})]);
  keys.delete('revision');
  for (const key of keys) {
    const old = before?.[key] ?? null;
    const now = after?.[key] ?? null;
    if (JSON.stringify(old) !== JSON.stringify(now)) changes[key] = { before: old, after: now };
  }
  return changes;
}
