import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { bool } from '../common/stored-values';
import { ShopError } from './shop-errors';

/**
 * Spec §6: while the settings say the shop is offline, nothing goes into a cart or an order.
 * Reads the one flag only: the full settings answer sanitises its markup blocks on every call.
 */
export async function assertShopOnline(db: Kysely<Database>): Promise<void> {
  const row = await db.selectFrom('settings').select('is_shop_online').where('id', '=', 1).executeTakeFirst();
  if (!row || !bool(row.is_shop_online)) throw new ShopError('shopOffline');
}
