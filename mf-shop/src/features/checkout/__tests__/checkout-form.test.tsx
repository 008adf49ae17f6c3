import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../../i18n/webshop-resources';
import { order, paymentMethods } from '../../../testing/shop-fixtures';
import { CheckoutForm } from '../components/checkout-form';
import { toCheckoutRequest, emptyCheckout } from '../model/checkout-values';
import { useOrdersStore } from '@festival/shared/stores/orders-store';

function renderForm() {
  const onPlaced = jest.fn();
  const onExpired = jest.fn();
  const onSalesClosed = jest.fn();
  render(
    <AppProvider locale="de" navigate={jest.fn()}>
      <CheckoutForm locale="de" onPlaced={onPlaced} onExpired={onExpired} onSalesClosed={onSalesClosed} />
    </AppProvider>,
  );
  return { onPlaced, onExpired, onSalesClosed };
}

async function fillIn() {
  await userEvent.type(await screen.findByLabelText(/^Vorname/), '  Ada ');
  await userEvent.type(screen.getByLabelText(/^Nachname/), 'Lovelace');
  await userEvent.type(screen.getByLabelText(/^E-Mail-Adresse/), 'ada@example.org');
  await userEvent.click(screen.getByRole('checkbox', { name: /Allgemeinen Geschäftsbedingungen/ }));
}

afterEach(() => jest.restoreAllMocks());

test('required fields, the e-mail address and the terms consent are checked before anything is sent', async () => {
  const fetch = mockFetch({ '/de/api/shop-payment-methods/': paymentMethods });
  renderForm();
  await userEvent.type(await screen.findByLabelText(/^E-Mail-Adresse/), 'ada@example');
  await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
  expect(await screen.findAllByText('Dieses Feld ist erforderlich!')).toHaveLength(2);
  expect(screen.getByText('Ungültige E-Mail-Adresse!')).toBeInTheDocument();
  expect(screen.getByText('Bitte stimmen Sie den Allgemeinen Geschäftsbedingungen zu.')).toBeInTheDocument();
  expect(screen.getByLabelText(/^Vorname/)).toHaveAttribute('aria-invalid', 'true');
  expect(fetch).toHaveBeenCalledTimes(1);
});

test('pay at the box office is chosen; the order is placed with the trimmed details', async () => {
  const fetch = mockFetch({ '/de/api/shop-payment-methods/': paymentMethods, '/de/api/shop-orders/': { status: 201, body: order } });
  const { onPlaced } = renderForm();
  expect(await screen.findByRole('radio', { name: 'Zahlung an der Abendkasse' })).toBeChecked();
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
  await waitFor(() => expect(onPlaced).toHaveBeenCalledWith(order));
  expect(useOrdersStore.getState().items).toEqual([order]);
  const [url, init] = fetch.mock.calls[1] as unknown as [string, RequestInit];
  expect(url).toBe('/de/api/shop-orders/');
  expect(JSON.parse(String(init.body))).toEqual({
    first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', phone: '', terms_accepted: true, payment_method: 'box_office',
  });
});

test('-204 (the holds ran out) is handed to the page; any other failure is said here', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch({
    '/de/api/shop-payment-methods/': paymentMethods,
    '/de/api/shop-orders/': { status: 409, body: { detail: 'Your reservation has expired.', response_code: -204 } },
  });
  const first = renderForm();
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
  await waitFor(() => expect(first.onExpired).toHaveBeenCalledTimes(1));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();

  mockFetch({ '/de/api/shop-payment-methods/': paymentMethods, '/de/api/shop-orders/': { status: 503, body: { detail: 'Webshop offline.' } } });
  await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Bestellung konnte gerade nicht aufgegeben werden.');
  expect(first.onPlaced).not.toHaveBeenCalled();
});

test('-217 (an order refused for lines whose sales closed) hands the named lines to the page', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  mockFetch({
    '/de/api/shop-payment-methods/': paymentMethods,
    '/de/api/shop-orders/': { status: 409, body: { detail: 'Ticket sales have closed.', response_code: -217, item_ids: [5, 6] } },
  });
  const { onSalesClosed, onExpired } = renderForm();
  await fillIn();
  await userEvent.click(screen.getByRole('button', { name: 'Verbindlich bestellen' }));
  await waitFor(() => expect(onSalesClosed).toHaveBeenCalledWith([5, 6]));
  expect(onExpired).not.toHaveBeenCalled();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

test('nothing is sent without the terms consent', () => {
  expect(toCheckoutRequest({ ...emptyCheckout('box_office'), first_name: 'Ada' })).toBeNull();
});
