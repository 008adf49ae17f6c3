import { lazy, Suspense } from 'react';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { PageEditor } from '../features/page-editor/components/page-editor';

// Loaded beside an article only: the page editor shares no more of the toolbar's code, which would split it into one more file.
const ArticleVersions = lazy(() => import('../features/versions/components/article-versions').then((module) => ({ default: module.ArticleVersions })));

/** The page editor with the tools of other features beside an article's body: its versions. */
export function PageEditorWithTools(props: ParcelProps) {
  return (
    <PageEditor
      {...props}
      articleTools={(article) => (
        <Suspense fallback={null}>
          <ArticleVersions articleId={article.id} revision={article.revision} locale={props.locale} onRestored={article.reload} />
        </Suspense>
      )}
    />
  );
}
