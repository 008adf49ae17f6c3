import { sql, type Kysely } from 'kysely';
import {
  MEDIA_LIBRARY_PAGE_SIZE, MediaImagePatch, type MediaImage, type MediaImageDetail, type MediaImageUse,
} from '@festival/shared/api-schemas/media';
import { schemaErrors } from '@festival/shared/validation/module-rules';
import type { Database } from '../../db/database';
import type { MediaImageRow } from '../../db/tables/media-images.table';
import { AnsweredError, NotFoundError } from '../common/http-errors';
import { containsPattern } from '../common/like-pattern';
import { pageOffset, pageRequest, type PageRequest } from '../common/paging';
import { runEditorWrite, type EditorWriteContext } from '../editing/write-pipeline';
import { uploadedImageAnswer } from './image-uploads';
import type { UploadedOriginals } from './uploaded-originals';

/** 409 for deleting a picture still in use: where it is used, so the editor can go there. */
export class ImageInUseError extends AnsweredError {
  readonly statusCode = 409;

  constructor(readonly uses: MediaImageUse[]) {
    super(`The image is used in ${uses.length === 1 ? 'one place' : `${uses.length} places`}; remove it there first.`);
  }

  get answer() {
    return { detail: this.message, uses: this.uses };
  }
}

export function mediaImageAnswer(row: MediaImageRow): MediaImage {
  return {
    ...uploadedImageAnswer(row),
    name: row.name, size: row.size, focal_x: Number(row.focal_x), focal_y: Number(row.focal_y), created_at: row.created_at,
  };
}

/** GET /api/media/images/?q=&page=: the uploads, newest first; q searches alt text, copyright and name. */
export async function listMediaImages(db: Kysely<Database>, q: string, paging: PageRequest): Promise<{ count: number; results: MediaImage[] }> {
  const pattern = containsPattern(q.trim().toLowerCase());
  let query = db.selectFrom('media_images');
  if (q.trim()) {
    query = query.where((eb) => eb.or((['alt', 'copyright', 'name'] as const).map((column) => sql<boolean>`lower(${sql.ref(column)}) like ${pattern} escape '\\'`).map((condition) => eb.and([condition]))));
  }
  const [{ count }, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('count')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(paging.pageSize).offset(pageOffset(paging)).execute(),
  ]);
  return { count: Number(count), results: rows.map(mediaImageAnswer) };
}

/** GET /api/media/images/{id}/: one picture with the places it is used. */
export async function mediaImageDetail(db: Kysely<Database>, id: number): Promise<MediaImageDetail> {
  const row = await imageOrNotFound(db, id);
  return { ...mediaImageAnswer(row), uses: await imageUses(db, row.name) };
}

export const mediaLibraryPaging = (page: number | undefined): PageRequest => pageRequest({ page }, MEDIA_LIBRARY_PAGE_SIZE);

async function imageOrNotFound(db: Kysely<Database>, id: number): Promise<MediaImageRow> {
  const row = await db.selectFrom('media_images').selectAll().where('id', '=', id).executeTakeFirst();
  if (!row) throw new NotFoundError('No such image.');
  return row;
}

/**
 * Where the picture is used: in a page's draft or its published version, a container, an
 * article (its body, draft or planned body), or a programme object. Old versions do not count: a version restored later says the
 * picture is gone.
 */
export async function imageUses(db: Kysely<Database>, name: string): Promise<MediaImageUse[]> {
  const pattern = containsPattern(`/media/${name}.`);
  const holds = (column: string) => sql<boolean>`${sql.ref(column)} like ${pattern} escape '\\'`;
  const [pages, published, containers, articles, events, persons, productions, series, venues] = await Promise.all([
    db.selectFrom('pages').select(['id', 'title_de as title']).where((eb) => eb.or([holds('modules_de'), holds('modules_en'), holds('og_image')].map((c) => eb.and([c])))).execute(),
    db.selectFrom('pages').innerJoin('page_versions', 'page_versions.id', 'pages.published_version_id')
      .select(['pages.id', 'pages.title_de as title'])
      .where((eb) => eb.or([holds('page_versions.modules_de'), holds('page_versions.modules_en')].map((c) => eb.and([c])))).execute(),
    db.selectFrom('containers').select(['id', 'slug as title']).where((eb) => eb.or([holds('modules_de'), holds('modules_en')].map((c) => eb.and([c])))).execute(),
    db.selectFrom('articles').select(['id', 'title_de as title'])
      .where((eb) => eb.or(['modules_de', 'modules_en', 'draft_modules_de', 'draft_modules_en', 'scheduled_modules_de', 'scheduled_modules_en', 'image'].map((column) => eb.and([holds(column)])))).execute(),
    db.selectFrom('events').select(['id', 'title_de as title']).where(holds('image')).execute(),
    db.selectFrom('persons').select(['id', sql<string>`first_name || ' ' || last_name`.as('title')]).where(holds('image')).execute(),
    db.selectFrom('productions').select(['id', 'title_de as title']).where(holds('image')).execute(),
    db.selectFrom('series').select(['id', 'name_de as title']).where(holds('image')).execute(),
    db.selectFrom('venues').select(['id', 'name_de as title']).where(holds('image')).execute(),
  ]);
  const uses = (kind: MediaImageUse['kind'], rows: { id: number; title: string }[]) => rows.map((row) => ({ kind, id: row.id, title: row.title }));
  const pageUses = new Map([...pages, ...published].map((row) => [row.id, row]));
  return [
    ...uses('page', [...pageUses.values()]), ...uses('container', containers), ...uses('article', articles), ...uses('event', events),
    ...uses('person', persons), ...uses('production', productions), ...uses('series', series), ...uses('venue', venues),
  ];
}

/** PATCH /api/media/images/{id}/: alt text, copyright and the focal point. */
export function updateMediaImage(ctx: EditorWriteContext, id: number, body: unknown): Promise<MediaImage> {
  return runEditorWrite(ctx, {
    validate: () => schemaErrors(MediaImagePatch, body),
    sanitize: () => {
      const patch = body as MediaImagePatch; // cast: validated above
      return {
        ...(patch.alt !== undefined ? { alt: patch.alt.trim() } : {}),
        ...(patch.copyright !== undefined ? { copyright: patch.copyright.trim() } : {}),
        ...(patch.focal_x !== undefined ? { focal_x: patch.focal_x } : {}),
        ...(patch.focal_y !== undefined ? { focal_y: patch.focal_y } : {}),
      };
    },
    async save(tx, patch) {
      const before = await imageOrNotFound(tx, id);
      const row = await tx.updateTable('media_images').set(patch).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
      return {
        result: mediaImageAnswer(row),
        audit: { action: 'media.update', entityType: 'media_image', entityId: id, summary: { name: before.name, ...patch } },
        announce: [{ topic: 'content', change: { entity: 'media_image', ids: [id] } }],
      };
    },
  });
}

/** DELETE /api/media/images/{id}/: an unused picture and its original; 409 naming the uses of a used one. */
export async function deleteMediaImage(ctx: EditorWriteContext, originals: UploadedOriginals, id: number): Promise<void> {
  const name = await runEditorWrite(ctx, {
    validate: () => [],
    sanitize: () => id,
    async save(tx) {
      const row = await imageOrNotFound(tx, id);
      const uses = await imageUses(tx, row.name);
      if (uses.length > 0) throw new ImageInUseError(uses);
      await tx.deleteFrom('media_images').where('id', '=', id).execute();
      return {
        result: row.name,
        audit: { action: 'media.delete', entityType: 'media_image', entityId: id, summary: { name: row.name, alt: row.alt } },
        announce: [],
      };
    },
  });
  await originals.remove(name);
}
