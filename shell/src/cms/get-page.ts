import type { Page } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

/** A CMS page by its path below the locale ("" is the home page); 404 when missing or offline. */
export function getPage(path: string, locale: Locale, signal?: AbortSignal): Promise<Page> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return apiGet<Page>(clean ? `/pageeditor-api/page/${clean}` : '/pageeditor-api/page', { locale, signal });
}
