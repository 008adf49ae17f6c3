import type { CartHoldTable } from './cart-holds.table';
import type { CartTable } from './carts.table';
import type { OrderItemTable } from './order-items.table';
import type { OrderTable } from './orders.table';

/** Tables of the shop domain. */
export interface ShopTables {
  carts: CartTable;
  cart_holds: CartHoldTable;
  orders: OrderTable;
  order_items: OrderItemTable;
}
