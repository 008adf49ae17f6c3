import { apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { PagePublication } from '@festival/shared/api-schemas/page-publication';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';

/** DELETE publish/{page_id}/: drops the planned publication, else the draft. */
export function dropDraft(pageId: number, revision: number, locale: Locale): Promise<{ revision: number; publication: PagePublication }> {
  return apiRequest(pageeditorPaths.publish(pageId), { method: 'DELETE', locale, query: { revision } });
}
