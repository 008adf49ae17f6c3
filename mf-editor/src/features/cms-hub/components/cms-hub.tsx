import { useEffect, useState } from 'react';
import type { ArticleCard } from '@festival/shared/api-schemas/content-modules';
import { useApiData } from '@festival/shared/api-client/use-api-data';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Link } from '@festival/shared/ui/link';
import { LoadError } from '@festival/shared/ui/load-error';
import { Skeleton } from '@festival/shared/ui/skeleton';
import { getArticles } from '../api/get-articles';
import { getNavigation } from '../api/get-navigation';
import { PageTree } from './page-tree';

function SiteTree({ locale }: Pick<ParcelProps, 'locale'>) {
  const { t } = useLocaleT('editor');
  const navigation = useApiData((signal) => getNavigation(locale, signal), [locale]);
  if (navigation.status === 'loading') return <Skeleton lines={6} />;
  if (navigation.status === 'error') return <LoadError onRetry={navigation.reload} />;
  return (
    <>
      <h2>{t('hub.pages')}</h2>
      <PageTree items={navigation.data.menu} />
      <h2>{t('hub.footer')}</h2>
      <PageTree items={navigation.data.footer.map((link) => ({ url: link.url, menu_name: link.title, has_tab_navigation: false, children: [] }))} />
    </>
  );
}

function ArticleIndex({ locale }: Pick<ParcelProps, 'locale'>) {
  const { t } = useLocaleT('editor');
  const [pages, setPages] = useState(1);
  const [articles, setArticles] = useState<ArticleCard[]>([]);
  const answer = useApiData((signal) => getArticles(pages, locale, signal), [pages, locale]);
  useEffect(() => {
    if (answer.status === 'ready') setArticles((list) => (pages === 1 ? answer.data.results : [...list, ...answer.data.results]));
  }, [answer.status, answer.data, pages]);
  return (
    <>
      <h2>{t('hub.articles')}</h2>
      <ul className="ed-tree">
        {articles.map((article) => (
          <li key={article.id}>
            <span className="ed-tree__name">{article.title}</span>
            <Link href={article.link}>{t('hub.view')}</Link>
            <Link href={`${article.link}?edit=1`}>{t('hub.edit')}</Link>
          </li>
        ))}
      </ul>
      {answer.status === 'loading' && <Skeleton lines={4} />}
      {answer.status === 'error' && <LoadError onRetry={answer.reload} />}
      {answer.status === 'ready' && answer.data.next && (
        <button type="button" className="fs-button" onClick={() => setPages((page) => page + 1)}>
          {t('hub.more')}
        </button>
      )}
    </>
  );
}

/** /cms-hub/* (spec §2): the admin areas of the signed-in editor; pages and menus as a tree. */
export function CmsHub({ locale, params }: ParcelProps) {
  const { t } = useLocaleT('editor');
  const editor = useSessionStore((state) => state.editor);
  const section = (params['*'] ?? '').split('/')[0] ?? '';
  if (!editor) return null;
  return (
    <section className="ed-hub" aria-labelledby="ed-hub-title">
      <h1 id="ed-hub-title">{t('hub.title')}</h1>
      <nav aria-label={t('hub.sections')}>
        <ul className="ed-hub__sections">
          {editor.admin_menus.map((menu) => (
            <li key={menu.url}>
              <Link href={menu.url} aria-current={menu.url.endsWith(`/${section}`) && section ? 'page' : undefined}>
                {menu.title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {(section === 'pages' || section === 'menus') && <SiteTree locale={locale} />}
      {section === 'articles' && <ArticleIndex locale={locale} />}
      {section === '' && <p>{t('hub.choose')}</p>}
    </section>
  );
}
