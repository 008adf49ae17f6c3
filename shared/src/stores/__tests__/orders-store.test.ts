import type { Order } from '@festival/shared/api-schemas/shop';
import { ORDERS_STORAGE_KEY, useOrdersStore } from '../orders-store';

const order = (code: string): Order => ({
  code, status: 'pending_payment', payment_method: { id: 'invoice', name: 'Rechnung', description: '' },
  first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', total: '24.00', created_at: '2026-06-01T10:00:00.000Z', items: [],
});

beforeEach(() => {
  localStorage.clear();
  useOrdersStore.setState({ owner: null, items: [] });
});

test('an order is kept once per code, newest first, and stored in the browser', () => {
  const { keep } = useOrdersStore.getState();
  keep(order('AAAA1111'));
  keep(order('BBBB2222'));
  keep({ ...order('AAAA1111'), status: 'paid' });
  expect(useOrdersStore.getState().items.map((item) => [item.code, item.status])).toEqual([['AAAA1111', 'paid'], ['BBBB2222', 'pending_payment']]);
  expect(JSON.parse(localStorage.getItem(ORDERS_STORAGE_KEY) ?? '{}').state.items).toHaveLength(2);
});

test('a visitor who signs in keeps their orders; signing out or another account leaves none behind', () => {
  const { keep, claim } = useOrdersStore.getState();
  claim('');
  keep(order('AAAA1111'));
  claim('account-a');
  expect(useOrdersStore.getState().items).toHaveLength(1);
  keep(order('BBBB2222'));
  claim('account-b');
  expect(useOrdersStore.getState().items).toEqual([]);
  keep(order('CCCC3333'));
  claim('');
  expect(useOrdersStore.getState()).toMatchObject({ owner: '', items: [] });
});
