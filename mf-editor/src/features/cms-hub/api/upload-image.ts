import { MEDIA_IMAGES_PATH, type UploadedImage } from '@festival/shared/api-schemas/media';
import { apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** A picture into the media pipeline; the answer's `image` is the /media/… path an object stores. */
export function uploadImage(file: File, alt: string, locale: Locale): Promise<UploadedImage> {
  const body = new FormData();
  body.append('alt', alt);
  body.append('file', file);
  return apiRequest<UploadedImage>(MEDIA_IMAGES_PATH, { method: 'POST', locale, body });
}
