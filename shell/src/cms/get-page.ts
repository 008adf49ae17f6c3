import type { Page } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import { cmsPageApiPath } from '@festival/shared/api-client/page-api-paths';
import type { Locale } from '@festival/shared/i18n/locales';
import type { ApiFetch } from '@festival/shared/ssr/route-data';

/** Which state of a page to read: a saved version (the `v` query, spec §2), or the draft editors change instead of what visitors see. */
export interface PageVersion {
  versionId?: string;
  draft?: boolean;
}

/** A CMS page by its path below the locale ("" is the home page); 404 when missing or offline. */
export function getPage(path: string, locale: Locale, signal?: AbortSignal, { versionId, draft = false }: PageVersion = {}, fetch?: ApiFetch): Promise<Page> {
  const clean = path.replace(/^\/+|\/+$/g, '');
  return apiGet<Page>(cmsPageApiPath(clean), { locale, signal, fetch, query: { version_id: versionId, draft: draft ? '1' : undefined } });
}
