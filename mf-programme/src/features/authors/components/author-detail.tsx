import type { PersonDetail } from '@festival/shared/api-schemas/programme';
import { usePageData } from '@festival/shared/ssr/use-page-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { CardGrid } from '../../../components/card-grid';
import { DetailState } from '../../../components/detail-state';
import { EventList } from '../../../components/event-list';
import { personHead } from '@festival/shared/head/programme-heads';
import { loadPerson } from '../api/get-person';
import { personTitle } from '@festival/shared/head/object-titles';


function AuthorView({ person }: { person: PersonDetail }) {
  const { t } = useLocaleT('programme');
  return (
    <article className="pg-detail">
      <h1 className="pg-title">{personTitle(person)}</h1>
      {person.image_obj && <ResponsiveImage className="pg-detail__image pg-detail__image--portrait" image={person.image_obj.url} alt={person.image_obj.alt} eager />}
      {person.bio && <div className="fs-richtext pg-detail__text" dangerouslySetInnerHTML={{ __html: person.bio }} />}
      <section aria-labelledby="pg-author-events">
        <h2 id="pg-author-events">{t('detail.events')}</h2>
        <EventList events={person.events} />
      </section>
      {person.productions.length > 0 && (
        <section aria-labelledby="pg-author-productions">
          <h2 id="pg-author-productions">{t('detail.productions')}</h2>
          <CardGrid cards={person.productions.map((production) => ({ ...production, title: production.title }))} />
        </section>
      )}
    </article>
  );
}

export function AuthorDetail(props: ParcelProps) {
  const detail = usePageData(props, loadPerson, personHead);
  return (
    <DetailState detail={detail} back="authors">
      {(person) => <AuthorView person={person} />}
    </DetailState>
  );
}
