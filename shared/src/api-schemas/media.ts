import { Type, type Static } from '@sinclair/typebox';
import { ImageThumbnails, SizedImageObj } from './images';

/**
 * POST /api/media/images/ (editors only, X-CSRFToken): multipart/form-data with the picture in
 * `file`, its alt text in `alt` (required) and `copyright`. The answer is the image as the
 * module fields hold it: `image` goes into a module's `image`, `image_obj.alt` and
 * `image_obj.copyright` into its `image_alt` and `image_copyright`; the media route renders it
 * at every breakpoint of spec §9 as jpg, webp and avif. Bad input answers 400 `{detail, field}`,
 * a file over the limit 413.
 */
export const MEDIA_IMAGES_PATH = '/api/media/images/';

/** Judged by the file's first bytes; the declared type and name are not trusted. */
export const UPLOAD_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const UPLOAD_IMAGE_MAX_BYTES = 10 * 1024 * 1024;

export const UploadedImage = Type.Object({
  id: Type.Integer(),
  /** /media/<name>.jpg, the value of a module's `image`. */
  image: Type.String(),
  image_obj: SizedImageObj,
  image_thumbnails: ImageThumbnails,
});
export type UploadedImage = Static<typeof UploadedImage>;

export const UploadError = Type.Object({ detail: Type.String(), field: Type.Optional(Type.String()) });
