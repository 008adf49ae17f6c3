import { useEffect, useMemo, useRef } from 'react';
import { BlockList } from '@festival/shared/blocks/block-list';
import { href } from '@festival/shared/routes/route-table';
import { usePageData } from '@festival/shared/ssr/use-page-data';
import { useSessionStore } from '@festival/shared/stores/session-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { Breadcrumb } from '@festival/shared/ui/breadcrumb';
import { Link } from '@festival/shared/ui/link';
import { RemoteParcel } from '@festival/shared/ui/remote-parcel';
import { ResponsiveImage } from '@festival/shared/ui/responsive-image';
import { ArticleSkeleton } from '@festival/shared/ui/skeletons';
import { ArticleGrid } from '../../../components/article-card';
import { ArticleByline, CategoryLabel } from '../../../components/article-meta';
import { useMagazineHeading } from '../../../components/magazine-heading';
import { RouteState } from '../../../components/route-state';
import { articlePageHead, loadArticleRoute, type ArticleRouteData } from '../api/load-article-route';
import { DraftPreview } from './draft-preview';

type Mode = 'read' | 'edit' | 'preview';

function ArticleView({ data, mode, parcelProps }: { data: ArticleRouteData; mode: Mode; parcelProps: ParcelProps }) {
  const { t } = useLocaleT('magazine');
  const { t: common } = useLocaleT();
  const { locale } = parcelProps;
  const { article } = data;
  const magazine = useMagazineHeading(data.magazine, locale);
  const editorProps = useMemo(() => ({ ...parcelProps, data: { article: article.id } }), [parcelProps, article.id]);
  const categoryCrumb = {
    label: article.category.name,
    href: href('magazine-categories-category-id', { category: article.category.slug, id: String(article.category.id) }, locale),
  };
  return (
    <article className="mg-article">
      <Breadcrumb trail={[...magazine.trail, categoryCrumb]} current={article.title} />
      <header className="mg-article__header">
        <CategoryLabel category={article.category} linked />
        <h1 className="mg-title">{article.title}</h1>
        {article.teaser && <p className="mg-article__teaser">{article.teaser}</p>}
        <ArticleByline article={article} />
      </header>
      {article.image_obj && (
        <figure className="mg-article__image">
          <ResponsiveImage image={article.image_obj.url} alt={article.image_obj.alt} eager />
          {article.image_obj.copyright && <figcaption>{common('image.copyright', { copyright: article.image_obj.copyright })}</figcaption>}
        </figure>
      )}
      <div className="mg-article__content">
        {mode === 'edit' && <RemoteParcel module="mf_editor/page-editor" props={editorProps} className="mg-article__editor" />}
        {mode === 'preview' && <DraftPreview articleId={article.id} pathname={article.urls[locale]} parcelProps={parcelProps} />}
        {mode === 'read' && <BlockList modules={article.modules} parcelProps={parcelProps} />}
      </div>
      {article.tags.length > 0 && (
        <section className="mg-article__topics" aria-labelledby="mg-topics">
          <h2 id="mg-topics">{t('tags')}</h2>
          <ul className="mg-article__tags">
            {article.tags.map((tag) => (
              <li key={tag.id}>
                <Link href={tag.link}>#{tag.name}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {article.related.length > 0 && (
        <section className="mg-article__related" aria-labelledby="mg-related">
          <h2 id="mg-related">{t('related')}</h2>
          <ArticleGrid articles={article.related} />
        </section>
      )}
    </article>
  );
}

/**
 * Spec §2 magazine article: its modules render through the shared content blocks; an editor with
 * ?edit changes them in place with the page editor, and the article is read again when that ends;
 * with ?preview the editor reads the body's draft as visitors will.
 */
export function ArticlePage(props: ParcelProps) {
  const route = usePageData(props, loadArticleRoute, articlePageHead);
  const isEditor = useSessionStore((state) => state.editor !== null);
  const editing = isEditor && 'edit' in props.query;
  const mode: Mode = editing ? 'edit' : isEditor && 'preview' in props.query ? 'preview' : 'read';
  const { reload } = route;
  const wasEditing = useRef(editing);
  useEffect(() => {
    if (wasEditing.current && !editing) reload();
    wasEditing.current = editing;
  }, [editing, reload]);
  return (
    <RouteState route={route} skeleton={<ArticleSkeleton />}>
      {(data) => <ArticleView data={data} mode={mode} parcelProps={props} />}
    </RouteState>
  );
}
