import type { ShopErrorAnswer } from '@festival/shared/api-schemas/shop';
import { SHOP_ERRORS, type ShopErrorKind } from '@festival/shared/api-schemas/shop-errors';
import { AnsweredError } from '../common/http-errors';

/**
 * Every refused cart or order action throws a ShopError; the app's error handler answers it as
 * `{ detail, response_code }` with its HTTP status (spec §8), and `item_ids` when it names cart lines.
 */
export class ShopError extends AnsweredError {
  readonly statusCode: number;
  readonly responseCode: number;

  constructor(kind: ShopErrorKind, detail?: string, readonly itemIds: readonly number[] = []) {
    const entry = SHOP_ERRORS[kind];
    super(detail ?? entry.detail);
    this.statusCode = entry.status;
    this.responseCode = entry.code;
  }

  get answer(): ShopErrorAnswer {
    return { detail: this.message, response_code: this.responseCode, ...(this.itemIds.length > 0 ? { item_ids: [...this.itemIds] } : {}) };
  }
}
