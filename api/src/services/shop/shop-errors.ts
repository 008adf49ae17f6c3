import { SHOP_ERRORS, type ShopErrorKind } from '@festival/shared/api-schemas/shop-errors';

/**
 * Every refused cart or order action throws a ShopError; the shop routes answer it as
 * `{ detail, response_code }` with its HTTP status, and `item_ids` when it names cart lines.
 */
export class ShopError extends Error {
  readonly statusCode: number;
  readonly responseCode: number;

  constructor(kind: ShopErrorKind, detail?: string, readonly itemIds: readonly number[] = []) {
    const entry = SHOP_ERRORS[kind];
    super(detail ?? entry.detail);
    this.statusCode = entry.status;
    this.responseCode = entry.code;
  }
}
