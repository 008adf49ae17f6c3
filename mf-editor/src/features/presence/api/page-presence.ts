import { apiGet, apiPost, apiRequest } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';
import { pageeditorPaths } from '@festival/shared/api-schemas/pageeditor-paths';
import type { PresenceList } from '@festival/shared/api-schemas/pageeditor-presence';

/** POST presence/{page_id}/: this editor still has the page open in edit mode; answers the others. */
export function sendHeartbeat(pageId: number, locale: Locale): Promise<PresenceList> {
  return apiPost<PresenceList>(pageeditorPaths.presence(pageId), {}, { locale });
}

/** GET presence/{page_id}/: the other editors of the page. */
export function getPresence(pageId: number, locale: Locale): Promise<PresenceList> {
  return apiGet<PresenceList>(pageeditorPaths.presence(pageId), { locale });
}

/**
 * DELETE presence/{page_id}/ as a keepalive request, so that it is sent while the tab closes too
 * (sendBeacon cannot carry the CSRF header).
 */
export function leavePage(pageId: number, locale: Locale): Promise<void> {
  return apiRequest<void>(pageeditorPaths.presence(pageId), { method: 'DELETE', locale, keepalive: true });
}
