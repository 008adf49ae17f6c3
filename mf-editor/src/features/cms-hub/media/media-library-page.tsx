import { useState, type FormEvent } from 'react';
import { pageFromQuery, usePagedList } from '@festival/shared/api-client/use-paged-list';
import { MEDIA_LIBRARY_PAGE_SIZE, type MediaImage } from '@festival/shared/api-schemas/media';
import { useLocale, useLocaleT, useNavigateTo } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Pager } from '@festival/shared/ui/pager';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { getMediaImages } from '../../../media/api/media-library';
import { hubPaths } from '../hub-paths';
import '../../../media/components/media-library.lazy.css';

/**
 * The media library as a section of the hub (as Wagtail's Images): every uploaded picture, newest
 * first, found by alt text, copyright or name; each leads to its own page. Search and page live
 * in the address.
 */
export function MediaLibraryPage({ query }: { query: Record<string, string> }) {
  const { t } = useLocaleT('hub');
  const locale = useLocale();
  const navigate = useNavigateTo();
  const q = query.q ?? '';
  const page = pageFromQuery(query.page);
  const [search, setSearch] = useState(q);
  const answer = usePagedList<MediaImage>((current, signal) => getMediaImages({ q, page: current }, locale, signal), page, MEDIA_LIBRARY_PAGE_SIZE, [q, locale]);
  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    navigate(hubPaths.media({ q: search.trim() }));
  };
  return (
    <section aria-labelledby="ed-media-title" className="ed-list ed-media-library">
      <h2 id="ed-media-title">{t('media.title')}</h2>
      <p>{t('media.intro')}</p>
      <form role="search" aria-label={t('media.search')} onSubmit={onSearch} className="ed-list__search">
        <label htmlFor="ed-media-library-q">{t('media.search')}</label>
        <input id="ed-media-library-q" type="search" value={search} maxLength={100} onChange={(event) => setSearch(event.target.value)} />
        <button type="submit" className="fs-button">{t('list.searchButton')}</button>
      </form>
      {answer.status === 'loading' && <Skeleton lines={6} />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && (
        <>
          <p role="status">{t('media.count', { count: answer.data.count })}</p>
          <ul className="ed-media-grid">
            {answer.data.results.map((image) => (
              <li key={image.id}>
                <Link href={hubPaths.mediaImage(image.id)} className="ed-media-library__item">
                  <img src={`${image.image}?w=320`} alt="" loading="lazy" />
                  <span>{image.image_obj.alt}</span>
                </Link>
              </li>
            ))}
          </ul>
          <Pager
            className="ed-list__pages"
            labels={{ nav: t('list.pages'), previous: t('list.previous'), next: t('list.next'), position: t('list.pageOf', { page, pages: answer.pages }) }}
            hasPrevious={Boolean(answer.data.previous)}
            hasNext={Boolean(answer.data.next)}
            hrefFor={(direction) => hubPaths.media({ q, page: page + direction })}
          />
        </>
      )}
    </section>
  );
}
