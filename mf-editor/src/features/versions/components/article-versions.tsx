import { lazy } from 'react';
import type { Locale } from '@festival/shared/i18n/locales';
import { useLocaleT } from '@festival/shared/ui/app-context';
import { VersionsButton } from './versions-button';
import type { VersionSubject } from './version-subject';
import '../article-versions-resources';

// Loaded when the dialog opens, as the toolbar's is.
const VersionList = lazy(() => import('./version-list').then((module) => ({ default: module.VersionList })));

/**
 * The versions of a magazine article's body, beside it: compare two, bring back one module or a
 * whole version into the draft. Unlike a page's, they are not viewed in place (?v=).
 */
export function ArticleVersions({ articleId, revision, locale, onRestored }: { articleId: number; revision: number; locale: Locale; onRestored: () => void }) {
  const { t } = useLocaleT('editorArticleVersions');
  const subject: VersionSubject = { type: 'article', id: articleId, revision, pathname: null, versionId: null, reload: onRestored };
  return (
    <VersionsButton title={t('title')} className="fs-button fs-button--secondary">
      {(close) => <VersionList subject={subject} locale={locale} editing navigate={close} onConflict={close} />}
    </VersionsButton>
  );
}
