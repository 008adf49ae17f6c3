import type { ImageObj } from '@festival/shared/api-schemas/images';
import { imageThumbnails } from '../common/image-thumbnails';

export function imageObj(image: string | null | undefined, alt: string, copyright = ''): ImageObj | null {
  if (!image) return null;
  return { url: image, alt, copyright };
}

/** image, image_obj and image_thumbnails of one module or card. */
export function imageFields(image: string | null | undefined, alt: string, copyright = '') {
  return { image: image ?? null, image_obj: imageObj(image, alt, copyright), image_thumbnails: imageThumbnails(image) };
}
