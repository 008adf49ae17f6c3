import type { Generated, Insertable, Selectable } from 'kysely';

/** Sold seats: counted against capacity like live holds; unit_price is kept as charged. */
export interface OrderItemTable {
  id: Generated<number>;
  order_id: number;
  event_id: number;
  seat_group_id: number;
  price_id: number;
  timeslot_id: number | null;
  quantity: number;
  unit_price: string;
}
export type OrderItemRow = Selectable<OrderItemTable>;
export type NewOrderItem = Insertable<OrderItemTable>;
