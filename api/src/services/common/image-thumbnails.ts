import type { ImageThumbnails } from '@festival/shared/api-schemas/images';

/** Rendition widths of image_thumbnails (spec §9 breakpoints). */
const THUMBNAIL_WIDTHS = { small: 640, medium: 1024, large: 1536 } as const;

/**
 * Images are stored as /media/<name>.<ext>; the media route renders any width and
 * format from that name, so renditions are only addresses.
 */
export function imageThumbnails(image: string | null | undefined): ImageThumbnails | null {
  if (!image) return null;
  const sized = (width: number) => `${image}${image.includes('?') ? '&' : '?'}w=${width}`;
  return { small: sized(THUMBNAIL_WIDTHS.small), medium: sized(THUMBNAIL_WIDTHS.medium), large: sized(THUMBNAIL_WIDTHS.large) };
}
