import type { SeriesDetail as SeriesData } from '@festival/shared/api-schemas/programme';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { DetailState } from '../../../components/detail-state';
import { EventList } from '../../../components/event-list';
import { useDetail } from '../../../components/use-detail';
import { getSeries } from '../api/get-series';

function SeriesView({ series }: { series: SeriesData }) {
  const { t } = useLocaleT('programme');
  return (
    <article className="pg-detail">
      <header className="pg-detail__header">
        <p className="pg-card__preline">{t('detail.series')}</p>
        <h1 className="pg-title">{series.headline || series.name}</h1>
        {series.subline && <p className="pg-detail__subline">{series.subline}</p>}
      </header>
      {series.image_obj && <ResponsiveImage className="pg-detail__image" image={series.image_obj.url} alt={series.image_obj.alt} eager />}
      {series.description && <div className="fs-richtext pg-detail__text" dangerouslySetInnerHTML={{ __html: series.description }} />}
      <section aria-labelledby="pg-series-events">
        <h2 id="pg-series-events">{t('detail.events')}</h2>
        <EventList events={series.events} />
      </section>
    </article>
  );
}

export function SeriesDetail(props: ParcelProps) {
  const { params, locale } = props;
  const detail = useDetail((signal) => getSeries(params.id ?? '', locale, signal), params.id, locale, (series) => series.name);
  return (
    <DetailState detail={detail} back="events">
      {(series) => <SeriesView series={series} />}
    </DetailState>
  );
}
