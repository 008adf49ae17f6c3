import { apiPost, apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import type { PagePublication } from '@festival/shared/api-schemas/page-publication';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';

/** What is published: a CMS page or a magazine article's body, at the revision the editor sees. */
export interface PublicationTarget {
  type: 'page' | 'article';
  id: number;
  revision: number;
}

const publishPath = (target: PublicationTarget) => (target.type === 'article' ? pageeditorPaths.publishArticle(target.id) : pageeditorPaths.publish(target.id));

/** POST publish/…: the draft at the target's revision goes live now, or at `at` (ISO-8601) when that is later. */
export function publishDraft(target: PublicationTarget, at: string | null, locale: Locale): Promise<PagePublication> {
  return apiPost<PagePublication>(publishPath(target), at ? { revision: target.revision, at } : { revision: target.revision }, { locale });
}

/** DELETE publish/…: drops the planned publication, else the draft. */
export function dropDraft(target: PublicationTarget, locale: Locale): Promise<{ revision: number; publication: PagePublication }> {
  return apiRequest(publishPath(target), { method: 'DELETE', locale, query: { revision: target.revision } });
}
