import { adminToolPaths, type AdminSearchResult } from '@festival/shared/api-schemas/admin-tools';
import { apiGet } from '@festival/shared/api-client/api-client';

/** Events, persons, productions, pages, articles and forms whose title or name matches (umlauts folded). */
export function searchAdmin(q: string, signal?: AbortSignal): Promise<AdminSearchResult> {
  return apiGet<AdminSearchResult>(adminToolPaths.search, { locale: null, query: { q }, signal });
}
