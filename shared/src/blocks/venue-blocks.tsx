import type { VenueObj } from '@festival/shared/api-schemas/content-modules';
import type { BlockProps } from '@festival/shared/blocks/block-types';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import './venue-blocks.css';

function VenueCard({ venue }: { venue: VenueObj }) {
  const { t } = useLocaleT();
  return (
    <article className="fs-venue">
      {venue.image_obj && (
        <ResponsiveImage className="fs-venue__image" image={venue.image_obj.url} alt={venue.image_obj.alt} sizes="(min-width: 48em) 33vw, 100vw" />
      )}
      <div className="fs-venue__body">
        <h3 className="fs-venue__name">{venue.name}</h3>
        {venue.description && <p className="fs-venue__description">{venue.description}</p>}
        <Link href={venue.link} className="fs-textlink">
          {t('venue.more')}
          <span className="fs-visually-hidden">: {venue.name}</span>
        </Link>
      </div>
    </article>
  );
}

/** Spec §3 Venue: one venue of the programme as a card; nothing when the venue is gone. */
export function VenueBlock({ module }: BlockProps<'Venue'>) {
  if (!module.venue_obj) return null;
  return (
    <div className="fs-block">
      <VenueCard venue={module.venue_obj} />
    </div>
  );
}

export function VenueListBlock({ module }: BlockProps<'VenueList'>) {
  const venues = module.children.flatMap((child) => (child.venue_obj ? [child.venue_obj] : []));
  if (venues.length === 0) return null;
  return (
    <ul className="fs-block fs-venue-list">
      {venues.map((venue) => (
        <li key={venue.id}>
          <VenueCard venue={venue} />
        </li>
      ))}
    </ul>
  );
}

/** Spec §3 LogoList: partner logos, each linking to the partner where it has a link. */
export function LogoListBlock({ module }: BlockProps<'LogoList'>) {
  const { t } = useLocaleT();
  const logos = module.children.filter((logo) => logo.image_obj?.url || logo.image);
  if (logos.length === 0) return null;
  return (
    <ul className={`fs-block fs-logo-list ${module.extra_class}`.trim()} aria-label={t('logos.label')}>
      {logos.map((logo, index) => {
        const image = (
          <ResponsiveImage
            image={logo.image_obj?.url || logo.image || ''}
            alt={logo.image_obj?.alt || logo.title}
            sizes="(min-width: 48em) 12rem, 40vw"
          />
        );
        return (
          <li key={`${logo.title}-${index}`} className="fs-logo-list__item">
            {logo.link ? <Link href={logo.link}>{image}</Link> : image}
          </li>
        );
      })}
    </ul>
  );
}
