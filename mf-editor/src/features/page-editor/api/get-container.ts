import type { Container } from '@festival/shared/api-schemas/content';
import { apiGet } from '@festival/shared/api-client/api-client';
import type { Locale } from '@festival/shared/i18n/locales';

export function getContainer(locale: Locale, slug: string, signal?: AbortSignal): Promise<Container> {
  return apiGet<Container>(`/pageeditor-api/container/by-slug/${encodeURIComponent(slug)}`, { locale, signal });
}
