import { isApiError } from '@festival/shared/api-client/api-client';

/** Spec §7: a refused shop call carries response.data.response_code; null when there is none. */
export function responseCodeOf(error: unknown): number | null {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return null;
  const code = (error.data as { response_code?: unknown }).response_code;
  return typeof code === 'number' ? code : null;
}

/** The cart lines a refused order names (item_ids); none when it names none. */
export function itemIdsOf(error: unknown): number[] {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return [];
  const ids = (error.data as { item_ids?: unknown }).item_ids;
  return Array.isArray(ids) ? ids.filter((id): id is number => typeof id === 'number') : [];
}
