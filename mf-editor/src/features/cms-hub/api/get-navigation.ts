import type { Navigation } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getNavigation(locale: Locale, signal?: AbortSignal): Promise<Navigation> {
  return apiGet<Navigation>('/pageeditor-api/nav', { locale, signal });
}
