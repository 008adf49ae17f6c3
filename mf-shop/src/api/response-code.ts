import { isApiError } from '@festival/shared/api-client/api-client';

/** Spec §8: the shop's error codes with a message of their own. */
export const NOT_ENOUGH_SEATS = -214;
export const NO_RESERVATION = -204;
/** Not a spec code: the cart would hold more tickets of one price or one event than the shop allows. */
export const TOO_MANY_TICKETS = -216;

/** Spec §7: a refused shop call carries response.data.response_code; null when there is none. */
export function responseCodeOf(error: unknown): number | null {
  if (!isApiError(error) || !error.data || typeof error.data !== 'object') return null;
  const code = (error.data as { response_code?: unknown }).response_code;
  return typeof code === 'number' ? code : null;
}
