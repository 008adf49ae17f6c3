import type { ImageObj } from '@festival/shared/api-schemas/images';
import type { BlockProps } from '@festival/shared/blocks/block-types';
import { anchorId } from '@festival/shared/blocks/block-types';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { useStickyItem } from '@festival/shared/stores/sticky-store';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';

interface ImageFields {
  image: string | null;
  image_obj: ImageObj | null;
}

/** The address of a module's image and its alt text; null when the module has none. */
export function moduleImage(fields: ImageFields): { src: string; alt: string; copyright: string } | null {
  const src = fields.image_obj?.url || fields.image;
  if (!src) return null;
  return { src, alt: fields.image_obj?.alt ?? '', copyright: fields.image_obj?.copyright ?? '' };
}

const IMAGE_SIZES = {
  large: '(min-width: 64em) 88rem, 100vw',
  medium: '(min-width: 64em) 50vw, 100vw',
  small: '(min-width: 48em) 33vw, 100vw',
} as const;

export function ImageBlock({ module }: BlockProps<'Image'>) {
  const { t } = useLocaleT();
  const image = moduleImage(module);
  if (!image) return null;
  const picture = <ResponsiveImage image={image.src} alt={image.alt} sizes={IMAGE_SIZES[module.format] ?? IMAGE_SIZES.large} />;
  return (
    <figure className={`fs-block fs-image fs-image--${module.format}`}>
      {module.link ? <Link href={module.link}>{picture}</Link> : picture}
      {(module.description || image.copyright) && (
        <figcaption className="fs-image__caption">
          {module.description}
          {image.copyright && <small className="fs-image__copyright"> {t('image.copyright', { copyright: image.copyright })}</small>}
        </figcaption>
      )}
    </figure>
  );
}

export function ImageListBlock({ module }: BlockProps<'ImageList'>) {
  const items = module.children.flatMap((item) => {
    const image = moduleImage(item);
    return image ? [{ ...image, link: item.link, description: item.description }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className={`fs-block fs-image-list fs-image-list--${module.format}`} id={anchorId(module.anchor)}>
      {items.map((item, index) => (
        <li key={index}>
          <figure>
            <ResponsiveImage image={item.src} alt={item.alt} sizes="(min-width: 48em) 33vw, 100vw" />
            {item.description && <figcaption>{item.description}</figcaption>}
          </figure>
        </li>
      ))}
    </ul>
  );
}

/** Spec §3 HeroMedia: a large image or video with headline, text and one button. */
export function HeroMediaBlock({ module }: BlockProps<'HeroMedia'>) {
  const image = moduleImage(module);
  useStickyItem(module.slug, module.sticky ? { text: module.button_text, url: module.button_link } : null);
  return (
    <section className="fs-block fs-hero">
      {module.video ? (
        <video className="fs-hero__media" src={module.video} poster={image?.src} autoPlay muted loop playsInline aria-hidden="true" />
      ) : (
        image && <ResponsiveImage className="fs-hero__media" image={image.src} alt={image.alt} eager />
      )}
      <div className="fs-hero__content">
        {module.headline && <h2 className="fs-hero__headline">{module.headline}</h2>}
        {module.text && <div className="fs-richtext" dangerouslySetInnerHTML={{ __html: module.text }} />}
        {module.button_link && module.button_text && (
          <Link href={module.button_link} className="fs-button fs-button--accent">
            {module.button_text}
          </Link>
        )}
      </div>
    </section>
  );
}
