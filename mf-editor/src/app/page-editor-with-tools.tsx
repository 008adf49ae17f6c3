import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { PageEditor } from '../features/page-editor/components/page-editor';
import { ArticleVersions } from '../features/versions/components/article-versions';

/** The page editor with the tools of other features beside an article's body: its versions. */
export function PageEditorWithTools(props: ParcelProps) {
  return (
    <PageEditor
      {...props}
      articleTools={(article) => <ArticleVersions articleId={article.id} revision={article.revision} locale={props.locale} onRestored={article.reload} />}
    />
  );
}
