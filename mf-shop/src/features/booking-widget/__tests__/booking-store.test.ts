import type { PriceItem, SeatGroup } from '@festival/shared/api-schemas/programme';
import { amountOf, availableSeatGroups, createBookingStore, totalOf } from '../stores/booking-store';

const price = (id: number, seatGroup: number, saleType: number, value = '10.00'): PriceItem => ({
  id, price: value, sale_type_id: saleType, seat_group: seatGroup, text: '', name: `P${id}`, has_discounts: false,
});
const full = price(1, 7, 100, '18.00');
const reduced = price(2, 7, 200, '9.50');

test('adding the same price raises its amount, another price starts at one', () => {
  const store = createBookingStore();
  store.getState().add(full);
  store.getState().add(full);
  store.getState().add(reduced);
  expect(store.getState().selected).toEqual([
    { ticket: { id: 1, seat_group: 7, sale_type_id: 100 }, amount: 2 },
    { ticket: { id: 2, seat_group: 7, sale_type_id: 200 }, amount: 1 },
  ]);
  expect(amountOf(store.getState().selected, full)).toBe(2);
  expect(totalOf(store.getState().selected, [full, reduced])).toBe('45.50');
});

test('the total is summed in whole cents, never drifting like floating point', () => {
  const store = createBookingStore();
  const dime = price(3, 7, 300, '0.10');
  const twenty = price(4, 7, 400, '0.20');
  for (let index = 0; index < 3; index += 1) store.getState().add(dime);
  store.getState().add(twenty);
  // 0.1 * 3 + 0.2 is 0.5000000000000001 in floating point
  expect(totalOf(store.getState().selected, [dime, twenty])).toBe('0.50');
});

test('removing lowers the amount and drops the entry at one', () => {
  const store = createBookingStore();
  store.getState().add(full);
  store.getState().add(full);
  store.getState().remove(full);
  expect(amountOf(store.getState().selected, full)).toBe(1);
  store.getState().remove(full);
  expect(store.getState().selected).toEqual([]);
  store.getState().remove(full);
  expect(store.getState().selected).toEqual([]);
});

test("seat groups and time slots with status '0' are hidden", () => {
  const group = (id: number, status: '0' | '1'): SeatGroup => ({
    id, seat_group: `G${id}`, status, text: '', capacity: 10, free_seats: 10, prices: [],
    timeslots: [
      { id: 1, time_start: '2026-11-21T18:00:00.000Z', block_id: 1, status: '0', free_seats: 0 },
      { id: 2, time_start: '2026-11-21T19:00:00.000Z', block_id: 2, status: '1', free_seats: 10 },
    ],
  });
  const visible = availableSeatGroups([group(1, '1'), group(2, '0')]);
  expect(visible.map((g) => g.id)).toEqual([1]);
  expect(visible[0]?.timeslots.map((slot) => slot.id)).toEqual([2]);
});

test('closing clears the selection at once and resets the step after 250 ms', () => {
  jest.useFakeTimers();
  try {
    const store = createBookingStore();
    store.getState().add(full);
    store.getState().showStep('discounts', 7);
    store.getState().closed();
    expect(store.getState().selected).toEqual([]);
    jest.advanceTimersByTime(249);
    expect(store.getState().step).toBe('discounts');
    jest.advanceTimersByTime(1);
    expect(store.getState()).toMatchObject({ step: '', groupId: null });
  } finally {
    jest.useRealTimers();
  }
});
