import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '@festival/shared/blocks/block-types';
import { useIsOnline } from '@festival/shared/blocks/use-online-window';
import { imageSources } from '@festival/shared/media/image-sources';
import { useColumnSizes } from '@festival/shared/media/column-sizes';
import { HERO_IMAGE_SIZES, moduleImage } from '@festival/shared/media/module-image';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { useStickyItem } from '@festival/shared/stores/sticky-store';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';

/** Spec §3 Image formats Large, Medium, Small: how wide each is drawn, for the sizes attribute. */
export const IMAGE_SIZES = {
  large: '(min-width: 64em) 88rem, 100vw',
  medium: '(min-width: 64em) 50vw, 100vw',
  small: '(min-width: 48em) 33vw, 100vw',
} as const;

export function ImageBlock({ module }: BlockProps<'Image'>) {
  const { t } = useLocaleT();
  const image = moduleImage(module);
  const sizes = useColumnSizes(IMAGE_SIZES[module.format] ?? IMAGE_SIZES.large);
  if (!image) return null;
  const picture = <ResponsiveImage image={image.src} alt={image.alt} focus={image.focus} sizes={sizes} />;
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

/**
 * A muted background video that loops: visitors can pause it (WCAG 2.2.2), and it does not
 * start by itself for those who prefer reduced motion.
 */
function HeroVideo({ src, poster }: { src: string; poster: string | undefined }) {
  const { t } = useLocaleT();
  const video = useRef<HTMLVideoElement>(null);
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    const element = video.current;
    if (!element || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    element.play().then(
      () => setPlaying(true),
      () => setPlaying(false),
    );
  }, [src]);
  const toggle = () => {
    const element = video.current;
    if (!element) return;
    if (playing) {
      element.pause();
      setPlaying(false);
    } else {
      void element.play().then(() => setPlaying(true), () => setPlaying(false));
    }
  };
  return (
    <>
      <video ref={video} className="fs-hero__media" src={src} poster={poster} muted loop playsInline preload="metadata" aria-hidden="true" />
      <button type="button" className="fs-hero__toggle" onClick={toggle}>
        {playing ? t('media.pause') : t('media.play')}
      </button>
    </>
  );
}

/** Spec §3 HeroMedia: a large image or video with headline, text and one button. */
export function HeroMediaBlock({ module }: BlockProps<'HeroMedia'>) {
  const image = moduleImage(module);
  const online = useIsOnline(module);
  // Spec §4: the sticky button registers while the module is mounted and online.
  useStickyItem(module.slug, module.sticky && online ? { text: module.button_text, url: module.button_link } : null);
  if (!online) return null;
  return (
    <section className="fs-block fs-hero">
      {module.video ? (
        <HeroVideo src={module.video} poster={image ? imageSources(image.src).src : undefined} />
      ) : (
        image && <ResponsiveImage className="fs-hero__media" image={image.src} alt={image.alt} focus={image.focus} sizes={HERO_IMAGE_SIZES} eager />
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
