import { apiGet, apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import {
  MEDIA_IMAGES_PATH, mediaImagePath, type MediaImage, type MediaImageDetail, type MediaImagePage, type MediaImagePatch,
} from '@festival/shared/api-schemas/media';

/** GET /api/media/images/?q=&page=: the library's pictures, newest first. */
export function getMediaImages(query: { q: string; page: number }, locale: Locale, signal?: AbortSignal): Promise<MediaImagePage> {
  return apiGet<MediaImagePage>(MEDIA_IMAGES_PATH, { locale, query: { q: query.q || undefined, page: query.page > 1 ? query.page : undefined }, signal });
}

/** PATCH /api/media/images/{id}/: texts or focal point of one picture, wherever it is used. */
export function updateMediaImage(id: number, patch: MediaImagePatch, locale: Locale): Promise<MediaImage> {
  return apiRequest<MediaImage>(mediaImagePath(id), { method: 'PATCH', locale, body: patch });
}

/** GET /api/media/images/{id}/: one picture with the places it is used. */
export function getMediaImage(id: number, locale: Locale, signal?: AbortSignal): Promise<MediaImageDetail> {
  return apiGet<MediaImageDetail>(mediaImagePath(id), { locale, signal });
}

/** DELETE /api/media/images/{id}/: an unused picture (a used one answers 409 with its uses). */
export function deleteMediaImage(id: number, locale: Locale): Promise<null> {
  return apiRequest<null>(mediaImagePath(id), { method: 'DELETE', locale });
}
