import type { CmsPageInfo } from '@festival/shared/stores/cms-page-store';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import type { VersionOwner } from '../../../page-versions/versions-api';

/** What the versions dialog shows the versions of: a CMS page, or a magazine article's body. */
export interface VersionSubject extends VersionOwner {
  /** The revision on screen: restores are based on it. */
  revision: number;
  /** Where a version is viewed in place (?v=), or null: an article's versions are compared and restored only. */
  pathname: string | null;
  /** The stored version on screen instead of the current one, or null. */
  versionId: number | null;
  /** Reads the page or the article again after a restore. */
  reload: () => void;
}

export function pageSubject(page: CmsPageInfo): VersionSubject {
  return {
    type: 'page', id: page.id, revision: page.revision, pathname: page.pathname, versionId: page.version_id,
    reload: () => useCmsPageStore.getState().reload?.(),
  };
}
