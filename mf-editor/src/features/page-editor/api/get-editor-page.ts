import type { Page } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** The page's draft as an editor changes it: every module with its id, and the revision writes name. */
export function getEditorPage(path: string, locale: Locale, signal?: AbortSignal): Promise<Page> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return apiGet<Page>(clean ? `/pageeditor-api/page/${clean}` : '/pageeditor-api/page', { locale, signal, query: { draft: '1' } });
}
