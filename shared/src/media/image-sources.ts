/** Image widths of spec §9, for srcset. */
export const IMAGE_WIDTHS = [320, 640, 768, 1024, 1280, 1536] as const;

/**
 * Spec §9: images come as avif, webp and jpg in the breakpoint widths; the api resizes on ?w=.
 * Ordered by preference: a browser takes the first <source> whose type it supports.
 */
export const IMAGE_FORMATS = ['avif', 'webp', 'jpg'] as const;
export type ImageFormat = (typeof IMAGE_FORMATS)[number];

const MEDIA_PATH = /^\/media\/([^/?#]+?)\.(?:webp|avif|jpe?g|png)(?:[?#].*)?$/i;
const BARE_NAME = /^[\w-]+$/;

/** The api draws every media picture at 16:10; its size lets the browser reserve the space. */
export const MEDIA_ASPECT = { width: 1600, height: 1000 } as const;

export interface ImageSources {
  /** The fallback src (jpg, medium width). */
  src: string;
  /** srcset per format, widest last; empty when the image is not one of ours. */
  srcSets: Partial<Record<ImageFormat, string>>;
  /** Intrinsic size for width/height attributes; null when unknown (not one of ours). */
  intrinsic: { width: number; height: number } | null;
}

/** The media name of "/media/<name>.<ext>…" or of a bare name; null for other addresses. */
export function mediaName(image: string): string | null {
  const match = MEDIA_PATH.exec(image);
  if (match?.[1]) return match[1];
  return BARE_NAME.test(image) ? image : null;
}

export function mediaUrl(name: string, format: ImageFormat, width: number): string {
  return `/media/${name}.${format}?w=${width}`;
}

/** Aspect ratios (width / height) the api crops a picture to around its focal point (?ratio=). */
export const MEDIA_RATIOS = { share: 1200 / 630, '16x9': 16 / 9, '4x3': 4 / 3, '1x1': 1 } as const;
export type MediaRatio = keyof typeof MEDIA_RATIOS;
export const MEDIA_RATIO_NAMES = Object.keys(MEDIA_RATIOS) as MediaRatio[];

/**
 * A picture cropped to a ratio around its focal point. The point is part of the address (in
 * percent), so a moved point is a new file for every cache the old one is in.
 */
export function croppedMediaUrl(name: string, format: ImageFormat, width: number, ratio: MediaRatio, focus: { x: number; y: number } = { x: 0.5, y: 0.5 }): string {
  return `${mediaUrl(name, format, width)}&ratio=${ratio}&fx=${Math.round(focus.x * 100)}&fy=${Math.round(focus.y * 100)}`;
}

export function imageSources(image: string): ImageSources {
  const name = mediaName(image);
  if (!name) return { src: image, srcSets: {}, intrinsic: null };
  const srcSets: Partial<Record<ImageFormat, string>> = {};
  for (const format of IMAGE_FORMATS) {
    srcSets[format] = IMAGE_WIDTHS.map((width) => `${mediaUrl(name, format, width)} ${width}w`).join(', ');
  }
  return { src: mediaUrl(name, 'jpg', 1024), srcSets, intrinsic: MEDIA_ASPECT };
}
