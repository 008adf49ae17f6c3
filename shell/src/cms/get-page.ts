import type { Page } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { cmsPageApiPath } from '@festival/shared/ssr/shell-page-requests';

/**
 * A CMS page by its path below the locale ("" is the home page); 404 when missing or offline.
 * versionId (the `v` query, spec §2) asks for a saved version of the page, draft (editors) for
 * the page as editors change it instead of what visitors see.
 */
export function getPage(path: string, locale: Locale, signal?: AbortSignal, versionId?: string, draft = false): Promise<Page> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return apiGet<Page>(cmsPageApiPath(clean), { locale, signal, query: { version_id: versionId, draft: draft ? '1' : undefined } });
}
