import { apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { MEDIA_IMAGES_PATH, type UploadedImage } from '@festival/shared/api-schemas/media';

/** POST /api/media/images/: the picture with its alt text and copyright (multipart). */
export function uploadImage(file: File, texts: { alt: string; copyright: string }, locale: Locale): Promise<UploadedImage> {
  const body = new FormData();
  body.append('alt', texts.alt);
  body.append('copyright', texts.copyright);
  body.append('file', file);
  return apiRequest<UploadedImage>(MEDIA_IMAGES_PATH, { method: 'POST', locale, body });
}
