import type { Kysely } from 'kysely';
import type { FocalPoint } from '@festival/shared/api-schemas/images';
import { mediaName } from '@festival/shared/media/image-sources';
import type { Database } from '../../db/database';
import { isUploadedName } from './uploaded-originals';

const UPLOADED = /\/media\/(upload-[0-9a-f]{32})\./g;

/**
 * The focal points of the uploaded pictures that stored content (modules as JSON) names, by
 * picture name: one query for a whole page. A picture whose point is the middle is left out, as
 * every crop keeps the middle anyway.
 */
export async function focalPointsIn(db: Kysely<Database>, content: unknown): Promise<ReadonlyMap<string, FocalPoint>> {
  const names = [...new Set([...JSON.stringify(content ?? null).matchAll(UPLOADED)].map((match) => match[1]!))];
  if (names.length === 0) return new Map();
  const rows = await db.selectFrom('media_images').select(['name', 'focal_x', 'focal_y']).where('name', 'in', names).execute();
  return new Map(rows
    .map((row) => ({ name: row.name, x: Number(row.focal_x), y: Number(row.focal_y) }))
    .filter((point) => point.x !== 0.5 || point.y !== 0.5)
    .map(({ name, x, y }) => [name, { x, y }]));
}

/** The focal point of one picture address among those found. */
export function focalPointOf(image: string | null | undefined, points: ReadonlyMap<string, FocalPoint>): FocalPoint | undefined {
  const name = image ? mediaName(image) : null;
  return name && isUploadedName(name) ? points.get(name) : undefined;
}

/** The focal point of one picture by name: an upload's stored point, the middle for any other. */
export async function focalPointOfName(db: Kysely<Database>, name: string): Promise<FocalPoint> {
  const row = isUploadedName(name)
    ? await db.selectFrom('media_images').select(['focal_x', 'focal_y']).where('name', '=', name).executeTakeFirst()
    : undefined;
  return row ? { x: Number(row.focal_x), y: Number(row.focal_y) } : { x: 0.5, y: 0.5 };
}
