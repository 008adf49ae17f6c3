import type { Kysely } from 'kysely';
import type { Database } from '../../db/database';
import { siteSettings } from '../../services/content/settings-service';
import { ShopError } from '../../services/shop/shop-errors';

/** Spec §6: while the settings say the shop is offline, nothing goes into a cart or an order. */
export async function assertShopOnline(db: Kysely<Database>): Promise<void> {
  if (!(await siteSettings(db)).is_shop_online) throw new ShopError('shopOffline');
}
