import type { ProductionDetail as ProductionData } from '@festival/shared/api-schemas/programme';
import { usePageData } from '@festival/shared/ssr/use-page-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { DetailState } from '../../../components/detail-state';
import { EventList } from '../../../components/event-list';
import { productionHead } from '@festival/shared/head/programme-heads';
import { loadProduction } from '../api/get-production';

function ProductionView({ production }: { production: ProductionData }) {
  const { t } = useLocaleT('programme');
  return (
    <article className="pg-detail">
      <header className="pg-detail__header">
        {production.exhibition_type && <p className="pg-card__preline">{production.exhibition_type.name}</p>}
        <h1 className="pg-title">{production.title}</h1>
        {production.subline && <p className="pg-detail__subline">{production.subline}</p>}
      </header>
      {production.image_obj && <ResponsiveImage className="pg-detail__image" image={production.image_obj.url} alt={production.image_obj.alt} eager />}
      {production.description && <div className="fs-richtext pg-detail__text" dangerouslySetInnerHTML={{ __html: production.description }} />}
      {production.authors.length > 0 && (
        <p>
          {t('detail.authors')}:{' '}
          {production.authors.map((author, index) => (
            <span key={author.id}>
              {index > 0 && ', '}
              <Link href={author.link}>{author.name}</Link>
            </span>
          ))}
        </p>
      )}
      <section aria-labelledby="pg-production-events">
        <h2 id="pg-production-events">{t('detail.events')}</h2>
        <EventList events={production.events} />
      </section>
    </article>
  );
}

export function ProductionDetail(props: ParcelProps) {
  const detail = usePageData(props, loadProduction, productionHead);
  return (
    <DetailState detail={detail} back="productions">
      {(production) => <ProductionView production={production} />}
    </DetailState>
  );
}
