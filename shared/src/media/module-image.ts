import type { FocalPoint, ImageObj } from '@festival/shared/api-schemas/images';
import { isOnline, type OnlineWindow } from '@festival/shared/format/online-window';

export interface ImageFields {
  image: string | null;
  image_obj: ImageObj | null;
}

/** The address of a module's image, its alt text and focal point; null when the module has none. */
export function moduleImage(fields: ImageFields): { src: string; alt: string; copyright: string; focus?: FocalPoint } | null {
  const src = fields.image_obj?.url || fields.image;
  if (!src) return null;
  const focus = fields.image_obj?.focus;
  return { src, alt: fields.image_obj?.alt ?? '', copyright: fields.image_obj?.copyright ?? '', ...(focus ? { focus } : {}) };
}

/** The hero's sizes attribute: it is drawn across the whole viewport. */
export const HERO_IMAGE_SIZES = '100vw';

type StoredModule = Partial<ImageFields & OnlineWindow> & { model?: unknown; video?: unknown };

/**
 * The picture a page opens with: that of its first module when it is a HeroMedia shown now
 * with a picture rather than a video (the page's largest paint); else null.
 */
export function openingHeroImage(modules: unknown, now: Date): string | null {
  const first = (Array.isArray(modules) ? modules[0] : null) as StoredModule | null;
  if (first?.model !== 'HeroMedia' || first.video) return null;
  if (!isOnline({ online_from: first.online_from ?? null, online_to: first.online_to ?? null }, now)) return null;
  return moduleImage({ image: first.image ?? null, image_obj: first.image_obj ?? null })?.src ?? null;
}
