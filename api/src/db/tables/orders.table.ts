import type { Generated, Insertable, Selectable } from 'kysely';

/** status: 'pending_payment' until the box office takes the money; total is a decimal string. */
export interface OrderTable {
  id: Generated<number>;
  code: string;
  cart_id: number | null;
  status: string;
  payment_method: string;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  locale: string;
  total: string;
  created_at: string;
}
export type OrderRow = Selectable<OrderTable>;
export type NewOrder = Insertable<OrderTable>;
