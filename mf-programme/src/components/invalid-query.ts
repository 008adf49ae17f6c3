import type { Locale } from '@festival/shared/i18n/locales';
import { href } from '@festival/shared/routes/route-table';
import type { NavigateOptions } from '@festival/shared/types/parcel-props';

/**
 * Spec §5 and §8: a date or filter value in a list URL that does not parse is logged as a
 * console error and handed to the not-found page (replacing the bad entry in the history).
 */
export function sendInvalidQueryToNotFound(
  key: string,
  value: string,
  locale: Locale,
  navigate: (to: string, options?: NavigateOptions) => void,
): void {
  console.error(`Invalid query parameter ${key}: ${value}`);
  navigate(href('error-404', {}, locale), { replace: true });
}
