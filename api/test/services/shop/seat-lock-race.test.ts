import { CartService } from '../../../src/services/shop/cart-service';
import { plannedSeatLocks, type LockedTx, type SeatLockRunner } from '../../../src/services/shop/seat-locks';
import { ShopError } from '../../../src/services/shop/shop-errors';
import { useTestApp } from '../../helpers/test-app';
import { createTicketedEvent } from '../../routes/shop/shop-fixtures';

/**
 * The same cart service, once without the lock and once with it: first proof that the race
 * is real (concurrent carts each recount the same free seats and all of them book), then proof
 * that the lock stops it. Runs on the dialect the suite runs on.
 */
const CAPACITY = 10;
const CARTS = 60;

const T0 = new Date('2030-01-10T12:00:00.000Z');
const t = useTestApp({ now: T0 });
const clock = () => T0;

/** No lock and no transaction: every query of one cart action may interleave with the others'. */
const unlocked: SeatLockRunner = async (db, prepare, work) => work(db.kysely as LockedTx, (await prepare(db.kysely)).plan);

async function raceFor(locks: SeatLockRunner) {
  const event = await createTicketedEvent(t.db, { capacities: [CAPACITY] });
  const service = new CartService(t.db, clock, t.app.changes, t.app.config.shopLimits, locks);
  const outcomes = await Promise.allSettled(
    Array.from({ length: CARTS }, () => service.add(null, { event_jet_id: event.jet, sale_type_ids: [1], quantities: [1] })),
  );
  const row = await t.db.kysely.selectFrom('cart_holds')
    .select((eb) => eb.fn.sum<number | string | null>('quantity').as('seats'))
    .where('seat_group_id', '=', event.seatGroupIds[0]!).executeTakeFirst();
  const refusals = outcomes.flatMap((outcome) => (outcome.status === 'rejected' ? [outcome.reason] : []));
  return {
    held: Number(row?.seats ?? 0),
    booked: outcomes.filter((outcome) => outcome.status === 'fulfilled').length,
    refusedWith214: refusals.filter((reason) => reason instanceof ShopError && reason.responseCode === -214).length,
    otherErrors: refusals.filter((reason) => !(reason instanceof ShopError)),
  };
}

test('without the lock, concurrent carts oversell the seat group', async () => {
  const outcome = await raceFor(unlocked);
  expect(outcome.otherErrors).toEqual([]);
  expect(outcome.held).toBeGreaterThan(CAPACITY);
  expect(outcome.booked).toBe(outcome.held);
});

test('with the lock, exactly the capacity is held and every other cart gets -214', async () => {
  const outcome = await raceFor(plannedSeatLocks(t.app.config.shopLimits.lockTimeoutMs));
  expect(outcome).toEqual({ held: CAPACITY, booked: CAPACITY, refusedWith214: CARTS - CAPACITY, otherErrors: [] });
});
