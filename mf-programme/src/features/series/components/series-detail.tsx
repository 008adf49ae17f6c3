import type { EventDayPage } from '@festival/shared/api-schemas/programme';
import type { Locale } from '@festival/shared/i18n/locales';
import { usePageData } from '@festival/shared/ssr/use-page-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { LoadError } from '@festival/shared/ui/load-error';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { EventListSkeleton, SeriesSkeleton } from '@festival/shared/ui/skeletons';
import { DetailState } from '../../../components/detail-state';
import { EventList } from '../../../components/event-list';
import { seriesHead } from '@festival/shared/head/programme-heads';
import { useInfiniteLoading } from '../../../components/use-infinite-loading';
import { loadSeries, type SeriesPageData } from '../api/get-series';
import { getSeriesEvents, seriesEventsKey, seriesEventsPage } from '../api/get-series-events';
import { usePagedList } from '@festival/shared/stores/use-paged-list';

/** The series' events page by page as the end of the list nears (spec §4 infinite loading). */
function SeriesEvents({ seriesId, locale, firstEvents }: { seriesId: number; locale: Locale; firstEvents: EventDayPage }) {
  const key = seriesEventsKey(seriesId, locale);
  const list = usePagedList(key, async (page, signal) => seriesEventsPage(await getSeriesEvents(String(seriesId), page, locale, signal)), {
    name: 'series events',
    firstPage: { key, answer: seriesEventsPage(firstEvents) },
  });
  const sentinel = useInfiniteLoading(list.hasNext && !list.loading, list.loadMore);
  return (
    <>
      {(!list.loading || list.items.length > 0) && !list.failed && <EventList events={list.items} />}
      {list.loading && <EventListSkeleton />}
      {list.failed && <LoadError onRetry={list.retry} />}
      <div ref={sentinel} className="pg-sentinel" data-testid="series-sentinel" />
    </>
  );
}

function SeriesView({ series, locale }: { series: SeriesPageData; locale: Locale }) {
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
        <SeriesEvents key={series.id} seriesId={series.id} locale={locale} firstEvents={series.firstEvents} />
      </section>
    </article>
  );
}

export function SeriesDetail(props: ParcelProps) {
  const { locale } = props;
  const detail = usePageData(props, loadSeries, seriesHead);
  return (
    <DetailState detail={detail} back="events" skeleton={<SeriesSkeleton />}>
      {(series) => <SeriesView series={series} locale={locale} />}
    </DetailState>
  );
}
