import type { FocalPoint } from '@festival/shared/api-schemas/images';
import { imageSources } from '@festival/shared/media/image-sources';

export interface ResponsiveImageProps {
  /** A media path ("/media/<name>.jpg") or name, or any other address. */
  image: string;
  alt: string;
  /** The sizes attribute; full width by default. */
  sizes?: string;
  className?: string;
  /** Above the fold: load at once and first, instead of lazily. */
  eager?: boolean;
  width?: number;
  height?: number;
  /** The point a crop (object-fit: cover) keeps in view; the middle when not given. */
  focus?: FocalPoint;
}

const round = (percent: number) => Math.round(percent * 10) / 10;

export function ResponsiveImage({ image, alt, sizes = '100vw', className, eager = false, width, height, focus }: ResponsiveImageProps) {
  const { src, srcSets, intrinsic } = imageSources(image);
  return (
    <picture className={className}>
      {srcSets.avif && <source type="image/avif" srcSet={srcSets.avif} sizes={sizes} />}
      {srcSets.webp && <source type="image/webp" srcSet={srcSets.webp} sizes={sizes} />}
      <img
        src={src}
        srcSet={srcSets.jpg}
        sizes={srcSets.jpg ? sizes : undefined}
        alt={alt}
        style={focus ? { objectPosition: `${round(focus.x * 100)}% ${round(focus.y * 100)}%` } : undefined}
        width={width ?? intrinsic?.width}
        height={height ?? intrinsic?.height}
        loading={eager ? 'eager' : 'lazy'}
        // Above the fold an image is likely the page's largest paint: fetched first, painted as soon as decoded.
        fetchPriority={eager ? 'high' : undefined}
        decoding={eager ? undefined : 'async'}
      />
    </picture>
  );
}
