import { useApiData } from '@festival/shared/api-client/use-api-data';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Breadcrumb } from '@festival/shared/ui/breadcrumb';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { TagsSkeleton } from '@festival/shared/ui/skeletons';
import { useMagazinePage } from '../../../components/use-magazine-page';
import { getTags } from '../api/get-tags';

/** Spec §2 magazine tags: every topic with its number of articles. */
export function MagazineTags({ locale }: ParcelProps) {
  const { t } = useLocaleT('magazine');
  const tags = useApiData((signal) => getTags(locale, signal), [locale]);
  const magazine = useMagazinePage(locale);
  return (
    <section className="mg-page">
      <Breadcrumb trail={magazine.trail} current={t('tags')} />
      <h1 className="mg-title">{t('allTopics')}</h1>
      {tags.status === 'loading' && <TagsSkeleton />}
      {tags.status === 'error' && <LoadError onRetry={tags.reload} />}
      {tags.status === 'ready' && (
        <ul className="mg-tags">
          {tags.data.map((tag) => (
            <li key={tag.id}>
              <Link href={tag.link}>#{tag.name}</Link> <span className="mg-tags__count">{t('tagCount', { count: tag.article_count })}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
