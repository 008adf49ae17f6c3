import type { FocalPoint } from '@festival/shared/api-schemas/images';
import { useEffect, useRef } from 'react';
import type { ImageListItem } from '@festival/shared/api-schemas/content-modules';
import { anchorId, type BlockProps } from '@festival/shared/blocks/block-types';
import { useColumnSizes } from '@festival/shared/media/column-sizes';
import { moduleImage } from '@festival/shared/media/module-image';
import { Slider } from '@festival/shared/blocks/slider';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import './image-list.css';

interface ListImage {
  src: string;
  alt: string;
  link: string;
  description: string;
  focus?: FocalPoint;
}

/** Semi-lazy layout: this many images load at once, the rest as they near the viewport. */
const SEMI_LAZY_EAGER = 2;
/** Parallax layout: how much slower than the page an image moves. */
const PARALLAX_FACTOR = 0.15;

const GRID_SIZES = '(min-width: 64em) 33vw, (min-width: 48em) 50vw, 100vw';
const SIZES: Record<string, string> = {
  slider: '(min-width: 64em) 88rem, 100vw',
  parallax: '100vw',
  grid: GRID_SIZES,
  masonry: GRID_SIZES,
  'semi-lazy': GRID_SIZES,
};

function ListFigure({ item, sizes, eager = false }: { item: ListImage; sizes: string; eager?: boolean }) {
  const picture = <ResponsiveImage image={item.src} alt={item.alt} sizes={sizes} eager={eager} focus={item.focus} />;
  return (
    <figure className="fs-image-list__figure">
      {item.link ? <Link href={item.link}>{picture}</Link> : picture}
      {item.description && <figcaption>{item.description}</figcaption>}
    </figure>
  );
}

/** Moves its image against the scroll direction; still for visitors who prefer reduced motion. */
function ParallaxFigure({ item }: { item: ListImage }) {
  const frame = useRef<HTMLDivElement>(null);
  const sizes = useColumnSizes(SIZES.parallax as string);
  useEffect(() => {
    const element = frame.current;
    if (!element || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return undefined;
    let pending = 0;
    const move = () => {
      pending = 0;
      const rect = element.getBoundingClientRect();
      const shift = (rect.top + rect.height / 2 - window.innerHeight / 2) * -PARALLAX_FACTOR;
      element.style.setProperty('--fs-parallax-shift', `${Math.round(shift)}px`);
    };
    const schedule = () => {
      if (!pending) pending = requestAnimationFrame(move);
    };
    move();
    window.addEventListener('scroll', schedule, { passive: true });
    return () => {
      window.removeEventListener('scroll', schedule);
      if (pending) cancelAnimationFrame(pending);
    };
  }, []);
  return (
    <div ref={frame} className="fs-image-list__parallax">
      <ListFigure item={item} sizes={sizes} />
    </div>
  );
}

function listImages(children: ImageListItem[]): ListImage[] {
  return children.flatMap((item) => {
    const image = moduleImage(item);
    return image ? [{ src: image.src, alt: image.alt, link: item.link, description: item.description, ...(image.focus ? { focus: image.focus } : {}) }] : [];
  });
}

/** Spec §3 ImageList: slider, grid, masonry, parallax or semi-lazy layout. */
export function ImageListBlock({ module }: BlockProps<'ImageList'>) {
  const { t } = useLocaleT();
  const items = listImages(module.children);
  const format = module.format;
  const sizes = useColumnSizes(SIZES[format] ?? GRID_SIZES);
  if (items.length === 0) return null;
  const className = `fs-block fs-image-list fs-image-list--${format}`;

  if (format === 'slider') {
    return (
      <div className={className} id={anchorId(module.anchor)}>
        <Slider
          label={t('imageList.label', { count: items.length })}
          slides={items.map((item, index) => ({ key: `${item.src}-${index}`, content: <ListFigure item={item} sizes={sizes} /> }))}
        />
      </div>
    );
  }
  return (
    <ul className={className} id={anchorId(module.anchor)}>
      {items.map((item, index) => (
        <li key={`${item.src}-${index}`}>
          {format === 'parallax' ? (
            <ParallaxFigure item={item} />
          ) : (
            <ListFigure item={item} sizes={sizes} eager={format === 'semi-lazy' && index < SEMI_LAZY_EAGER} />
          )}
        </li>
      ))}
    </ul>
  );
}
