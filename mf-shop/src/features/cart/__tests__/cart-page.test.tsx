import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CART_UPDATED, onAppEvent } from '@festival/shared/events/app-events';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../../i18n/webshop-resources';
import { cart, cartItem } from '../../../testing/shop-fixtures';
import { CartPage } from '../components/cart-page';

function renderCart() {
  return render(
    <AppProvider locale="de" navigate={jest.fn()}>
      <CartPage locale="de" />
    </AppProvider>,
  );
}

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('lists the lines with their sums, the total, the countdown and the way to the checkout', async () => {
  mockFetch({ '/de/api/shop-cart/': cart([cartItem(), cartItem({ id: 6, price_name: 'Ermäßigt', unit_price: '9.50', quantity: 1 })]) });
  renderCart();
  const lines = await screen.findAllByRole('listitem');
  expect(lines).toHaveLength(2);
  expect(within(lines[0]!).getByRole('link', { name: 'Nachtfähre' })).toHaveAttribute('href', '/de/programm/nachtfaehre/1');
  expect(within(lines[0]!).getByText('36 €')).toBeInTheDocument();
  expect(within(lines[1]!).getByText('9,50 €')).toBeInTheDocument();
  expect(screen.getByRole('timer')).toHaveTextContent('15:00');
  expect(screen.getByRole('link', { name: 'Zur Kasse' })).toHaveAttribute('href', '/webshop/checkout');
});

test('changing an amount sends it, shows the answer and tells the header', async () => {
  const fetch = mockFetch({
    '/de/api/shop-cart/': cart(),
    '/de/api/shop-cart/items/5/': cart([cartItem({ quantity: 3 })]),
  });
  const updates = jest.fn();
  const stop = onAppEvent(CART_UPDATED, updates);
  renderCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Eine Karte mehr: Nachtfähre, Vollpreis' }));
  expect(await screen.findByText('54 €', { selector: 'strong' })).toBeInTheDocument();
  const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
  expect(url).toBe('/de/api/shop-cart/items/5/');
  expect(init.method).toBe('PATCH');
  expect(JSON.parse(String(init.body))).toEqual({ quantity: 3 });
  expect(updates).toHaveBeenCalledTimes(1);
  stop();
});

test('an amount never goes below one; removing is its own button', async () => {
  const fetch = mockFetch({ '/de/api/shop-cart/': cart([cartItem({ quantity: 1 })]), '/de/api/shop-cart/items/5/': cart([]) });
  renderCart();
  expect(await screen.findByRole('button', { name: 'Eine Karte weniger: Nachtfähre, Vollpreis' })).toBeDisabled();
  await userEvent.click(screen.getByRole('button', { name: 'Entfernen: Nachtfähre, Vollpreis' }));
  expect(await screen.findByText('Ihr Warenkorb ist leer.')).toBeInTheDocument();
  expect((fetch.mock.calls[1] as unknown as [string, RequestInit])[1].method).toBe('DELETE');
});

test('-214 on a change says that there are not enough seats and keeps the amount', async () => {
  mockFetch({
    '/de/api/shop-cart/': cart(),
    '/de/api/shop-cart/items/5/': { status: 409, body: { detail: 'Not enough (connected) seats found.', response_code: -214 } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Eine Karte mehr: Nachtfähre, Vollpreis' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Für diese Änderung sind nicht genügend Plätze frei.');
  expect(screen.getByRole('status', { name: 'Anzahl Nachtfähre, Vollpreis: 2' })).toHaveTextContent('2');
});

test('-216 on a change says that one cart cannot hold that many tickets and keeps the amount', async () => {
  mockFetch({
    '/de/api/shop-cart/': cart(),
    '/de/api/shop-cart/items/5/': { status: 409, body: { detail: 'At most 30 tickets of one event per cart.', response_code: -216 } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Eine Karte mehr: Nachtfähre, Vollpreis' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('So viele Karten dieser Veranstaltung kann ein Warenkorb nicht aufnehmen.');
  expect(screen.getByRole('status', { name: 'Anzahl Nachtfähre, Vollpreis: 2' })).toHaveTextContent('2');
});

test('-218 on a change says that one cart cannot hold that many tickets of one price', async () => {
  mockFetch({
    '/de/api/shop-cart/': cart(),
    '/de/api/shop-cart/items/5/': { status: 409, body: { detail: 'At most 20 tickets of one price per cart.', response_code: -218 } },
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  renderCart();
  await userEvent.click(await screen.findByRole('button', { name: 'Eine Karte mehr: Nachtfähre, Vollpreis' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('So viele Karten eines Preises kann ein Warenkorb nicht aufnehmen.');
});

test('a line whose event closed its sales says so and can only be lowered or removed', async () => {
  mockFetch({ '/de/api/shop-cart/': cart([cartItem({ sales_closed: true })]) });
  renderCart();
  expect(await screen.findByText('Vorverkauf beendet')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Eine Karte mehr: Nachtfähre, Vollpreis' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Eine Karte weniger: Nachtfähre, Vollpreis' })).toBeEnabled();
  expect(screen.getByRole('button', { name: 'Entfernen: Nachtfähre, Vollpreis' })).toBeEnabled();
});

test('when the countdown runs out the lines show as expired and the checkout is gone', async () => {
  jest.useFakeTimers();
  mockFetch({ '/de/api/shop-cart/': cart([cartItem()], 3) });
  renderCart();
  expect(await screen.findByRole('timer')).toHaveTextContent('0:03');
  act(() => jest.advanceTimersByTime(1000));
  expect(screen.getByRole('timer')).toHaveTextContent('0:02');
  act(() => jest.advanceTimersByTime(2000));
  expect(screen.getByRole('alert')).toHaveTextContent('Ihre Reservierung ist abgelaufen');
  expect(screen.getByText('Reservierung abgelaufen')).toBeInTheDocument();
  expect(screen.queryByRole('timer')).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Zur Kasse' })).not.toBeInTheDocument();
});
