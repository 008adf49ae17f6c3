import { Id } from '@festival/shared/api-schemas/common-schemas';

/**
 * Comma-separated ids ("4,7") as numbers. An id no row can have (0, or beyond the integer column
 * PostgreSQL refuses to compare with) is left out: it matches nothing, as an unknown id does.
 */
export function idList(text: string): number[] {
  return text.split(',').map(Number).filter((id) => Number.isInteger(id) && id >= (Id.minimum ?? 1) && id <= (Id.maximum ?? 2147483647));
}
