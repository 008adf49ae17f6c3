import { usePageData } from '@festival/shared/ssr/use-page-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Breadcrumb } from '@festival/shared/ui/breadcrumb';
import { Link } from '@festival/shared/ui/link';
import { TagsSkeleton } from '@festival/shared/ui/skeletons';
import { useMagazineHeading } from '../../../components/magazine-heading';
import { RouteState } from '../../../components/route-state';
import { loadTagsRoute, type TagsRouteData } from '../api/load-tags-route';

function TagsView({ data, locale }: { data: TagsRouteData; locale: ParcelProps['locale'] }) {
  const { t } = useLocaleT('magazine');
  const magazine = useMagazineHeading(data.magazine, locale);
  return (
    <section className="mg-page">
      <Breadcrumb trail={magazine.trail} current={t('tags')} />
      <h1 className="mg-title">{t('allTopics')}</h1>
      <ul className="mg-tags">
        {data.tags.map((tag) => (
          <li key={tag.id}>
            <Link href={tag.link}>#{tag.name}</Link> <span className="mg-tags__count">{t('tagCount', { count: tag.article_count })}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Spec §2 magazine tags: every topic with its number of articles. */
export function MagazineTags(props: ParcelProps) {
  const route = usePageData(props, loadTagsRoute);
  return (
    <RouteState route={route} skeleton={<TagsSkeleton />}>
      {(data) => <TagsView data={data} locale={props.locale} />}
    </RouteState>
  );
}
