import type { Page } from '@festival/shared/api-schemas/content';
import type { EditorArticle } from '@festival/shared/api-schemas/content-articles';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** The page's draft as an editor changes it: every module with its id, and the revision writes name. */
export function getEditorPage(path: string, locale: Locale, signal?: AbortSignal): Promise<Page> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return apiGet<Page>(clean ? `/pageeditor-api/page/${clean}` : '/pageeditor-api/page', { locale, signal, query: { draft: '1' } });
}

/** A magazine article's body as an editor changes it in place. */
export function getEditorArticle(id: number, locale: Locale, signal?: AbortSignal): Promise<EditorArticle> {
  return apiGet<EditorArticle>(pageeditorPaths.article(id), { locale, signal });
}
