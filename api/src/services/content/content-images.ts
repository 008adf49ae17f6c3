import type { FocalPoint, ImageObj } from '@festival/shared/api-schemas/images';
import { imageThumbnails } from '../common/image-thumbnails';

export function imageObj(image: string | null | undefined, alt: string, copyright = '', focus?: FocalPoint): ImageObj | null {
  if (!image) return null;
  return { url: image, alt, copyright, ...(focus ? { focus } : {}) };
}

/** image, image_obj and image_thumbnails of one module or card. */
export function imageFields(image: string | null | undefined, alt: string, copyright = '', focus?: FocalPoint) {
  return { image: image ?? null, image_obj: imageObj(image, alt, copyright, focus), image_thumbnails: imageThumbnails(image) };
}
