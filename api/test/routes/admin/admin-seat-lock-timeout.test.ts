import { adminPaths } from '@festival/shared/api-schemas/admin';
import type { AdminEvent } from '@festival/shared/api-schemas/admin-programme';
import { DEFAULT_SHOP_LIMITS } from '../../../src/services/shop/shop-limits';
import { call, signedIn, type Account } from '../../helpers/editor-session';
import { holdSeatGroupElsewhere } from '../../helpers/foreign-seat-lock';
import { useTestApp } from '../../helpers/test-app';
import { createTicketedEvent } from '../shop/shop-fixtures';

/**
 * An editor's capacity change counts the seats under their locks; while a booking elsewhere
 * holds them, it waits the shop's lock timeout, as add-to-cart does, and answers 503 with
 * Retry-After. Runs on the dialect the suite runs on.
 */
const t = useTestApp({ configOverrides: { shopLimits: { ...DEFAULT_SHOP_LIMITS, lockTimeoutMs: 200 } } });
let editor: Account;
beforeAll(async () => {
  editor = await signedIn(t.db, 'kasse', 'editor');
});

test('lowering a capacity answers 503 with Retry-After while the seats stay locked elsewhere, and saves once they are free', async () => {
  const event = await createTicketedEvent(t.db, { capacities: [10] });
  const url = adminPaths.item('events', event.eventId);
  const stored = (await call(t.app, 'GET', url, { session: editor.session })).json() as AdminEvent;
  const lowered = structuredClone(stored);
  lowered.seat_groups[0]!.capacity = 5;

  const lock = await holdSeatGroupElsewhere(t.db, event.seatGroupIds[0]!);
  let busy;
  try {
    busy = await call(t.app, 'PUT', url, { session: editor.session, payload: lowered });
  } finally {
    await lock.release();
  }
  expect(busy.statusCode).toBe(503);
  expect(busy.headers['retry-after']).toBe('2');
  expect(busy.json()).toEqual({ detail: expect.stringMatching(/try again/) });
  expect((await call(t.app, 'GET', url, { session: editor.session })).json().seat_groups[0].capacity).toBe(10);

  const saved = await call(t.app, 'PUT', url, { session: editor.session, payload: lowered });
  expect(saved.statusCode).toBe(200);
  expect(saved.json().seat_groups[0].capacity).toBe(5);
});
