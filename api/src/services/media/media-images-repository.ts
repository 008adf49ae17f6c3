import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import type { MediaImageRow, NewMediaImage } from '../../db/tables/media-images.table';

export async function insertMediaImage(db: Kysely<Database>, image: NewMediaImage): Promise<MediaImageRow> {
  return db.insertInto('media_images').values(image).returningAll().executeTakeFirstOrThrow();
}

export async function findMediaImageByName(db: Kysely<Database>, name: string): Promise<MediaImageRow | undefined> {
  return db.selectFrom('media_images').selectAll().where('name', '=', name).executeTakeFirst();
}
