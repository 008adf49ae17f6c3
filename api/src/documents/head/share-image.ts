import type { Kysely } from 'kysely';
import { croppedMediaUrl, mediaName } from '@festival/shared/media/image-sources';
import type { Database } from '../../db/database';
import { focalPointOfName } from '../../services/media/focal-points';
import { DEFAULT_SHARE_IMAGE } from '../../services/media/media-names';

/**
 * og:image: the page's picture, or the site's, cropped to a social card (1.91:1) around its focal
 * point, so a network's preview shows what the editor chose to keep in view. An address that is
 * not one of our pictures stays as it is.
 */
export async function shareImage(db: Kysely<Database>, image: string | null | undefined): Promise<string> {
  const picture = image || DEFAULT_SHARE_IMAGE;
  const name = mediaName(picture);
  return name ? croppedMediaUrl(name, 'jpg', 1280, 'share', await focalPointOfName(db, name)) : picture;
}
