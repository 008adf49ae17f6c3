import type { VenueDetail as VenueData } from '@festival/shared/api-schemas/programme';
import { usePageData } from '@festival/shared/ssr/use-page-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { VenueSkeleton } from '@festival/shared/ui/skeletons';
import { DetailState } from '../../../components/detail-state';
import { EventList } from '../../../components/event-list';
import { venueHead } from '@festival/shared/head/programme-heads';
import { loadVenue } from '../api/get-venue';

function VenueView({ venue }: { venue: VenueData }) {
  const { t } = useLocaleT('programme');
  return (
    <article className="pg-detail">
      <h1 className="pg-title">{venue.name}</h1>
      {venue.image_obj && <ResponsiveImage className="pg-detail__image" image={venue.image_obj.url} alt={venue.image_obj.alt} eager />}
      <dl className="pg-facts">
        <dt>{t('detail.address')}</dt>
        <dd>
          <address>
            {venue.address.street}
            <br />
            {venue.address.postal_code} {venue.address.city}
          </address>
          {venue.map_url && (
            <a href={venue.map_url} target="_blank" rel="noopener noreferrer" aria-label={t('detail.mapLabel', { name: venue.name })}>
              {t('detail.map')}
            </a>
          )}
        </dd>
        {venue.rooms.length > 0 && (
          <>
            <dt>{t('detail.rooms')}</dt>
            <dd>{venue.rooms.map((room) => room.name).join(', ')}</dd>
          </>
        )}
      </dl>
      {venue.description && <div className="fs-richtext pg-detail__text" dangerouslySetInnerHTML={{ __html: venue.description }} />}
      <section aria-labelledby="pg-venue-events">
        <h2 id="pg-venue-events">{t('detail.events')}</h2>
        <EventList events={venue.events} />
      </section>
    </article>
  );
}

export function VenueDetail(props: ParcelProps) {
  const detail = usePageData(props, loadVenue, venueHead);
  return (
    <DetailState detail={detail} back="events" skeleton={<VenueSkeleton />}>
      {(venue) => <VenueView venue={venue} />}
    </DetailState>
  );
}
