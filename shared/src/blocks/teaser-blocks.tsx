import type { TeaserItem } from '@festival/shared/api-schemas/content-modules';
import type { BlockProps } from '@festival/shared/blocks/block-types';
import { moduleImage } from '@festival/shared/media/module-image';
import { Slider } from '@festival/shared/blocks/slider';
import { isFlaggedOffline, useOnlineItems } from '@festival/shared/blocks/use-online-window';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { OfflineMark } from '@festival/shared/ui/offline-mark';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';

function TeaserCard({ item }: { item: TeaserItem }) {
  const card = <TeaserCardBody item={item} />;
  return isFlaggedOffline(item) ? <OfflineMark>{card}</OfflineMark> : card;
}

function TeaserCardBody({ item }: { item: TeaserItem }) {
  const { t } = useLocaleT();
  const image = moduleImage(item);
  return (
    <article className="fs-teaser">
      {image && <ResponsiveImage className="fs-teaser__image" image={image.src} alt={image.alt} focus={image.focus} sizes="(min-width: 48em) 33vw, 100vw" />}
      <div className="fs-teaser__body">
        {item.preline && <p className="fs-teaser__preline">{item.preline}</p>}
        <h3 className="fs-teaser__headline">{item.headline}</h3>
        {item.subline && <p className="fs-teaser__subline">{item.subline}</p>}
        {item.text && <p className="fs-teaser__text">{item.text}</p>}
        {item.link && (
          <Link href={item.link} className="fs-textlink">
            {item.link_text || t('teaser.more')}
            <span className="fs-visually-hidden">: {item.headline}</span>
          </Link>
        )}
      </div>
    </article>
  );
}

/** Window widths (px, spec §9 layout breakpoints) from which a teaser slider shows more cards. */
const TEASER_SLIDER_BREAKPOINTS = { 768: { slidesPerView: 2 }, 1280: { slidesPerView: 3 } };

/** Spec §3 TeaserList: a slider or a list; items outside their online window are left out. */
export function TeaserListBlock({ module }: BlockProps<'TeaserList'>) {
  const { t } = useLocaleT();
  const items = useOnlineItems(module.children);
  if (items.length === 0) return null;
  if (module.extra_class === 'slider') {
    return (
      <div className="fs-block fs-teaser-list fs-teaser-list--slider">
        <Slider
          label={t('teaser.slider', { count: items.length })}
          breakpoints={TEASER_SLIDER_BREAKPOINTS}
          slides={items.map((item, index) => ({ key: `${item.headline}-${index}`, content: <TeaserCard item={item} /> }))}
        />
      </div>
    );
  }
  return (
    <ul className="fs-block fs-teaser-list fs-teaser-list--list">
      {items.map((item, index) => (
        <li key={`${item.headline}-${index}`}>
          <TeaserCard item={item} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §3 FullTeaser: image left, right or full screen beside its text. */
export function FullTeaserBlock({ module }: BlockProps<'FullTeaser'>) {
  const { t } = useLocaleT();
  const image = moduleImage(module);
  return (
    <article className={`fs-block fs-full-teaser fs-full-teaser--${module.extra_class}`}>
      {image && <ResponsiveImage className="fs-full-teaser__image" image={image.src} alt={image.alt} focus={image.focus} sizes="(min-width: 64em) 50vw, 100vw" />}
      <div className="fs-full-teaser__body">
        {module.preline && <p className="fs-teaser__preline">{module.preline}</p>}
        <h2 className="fs-full-teaser__headline">{module.headline}</h2>
        {module.subline && <p className="fs-teaser__subline">{module.subline}</p>}
        {module.text && <div className="fs-richtext" dangerouslySetInnerHTML={{ __html: module.text }} />}
        {module.link && (
          <Link href={module.link} className="fs-button">
            {module.link_text || t('teaser.more')}
          </Link>
        )}
      </div>
    </article>
  );
}

/** Spec §3 TwoColumns: image and text side by side, in the order extra_class names. */
export function TwoColumnsBlock({ module }: BlockProps<'TwoColumns'>) {
  const image = moduleImage(module);
  return (
    <div className={`fs-block fs-two-columns fs-two-columns--${module.extra_class}`}>
      <div className="fs-two-columns__image">
        {image && <ResponsiveImage image={image.src} alt={image.alt} focus={image.focus} sizes="(min-width: 48em) 50vw, 100vw" />}
      </div>
      <div className="fs-two-columns__text fs-richtext" dangerouslySetInnerHTML={{ __html: module.text }} />
    </div>
  );
}
