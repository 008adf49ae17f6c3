import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../../i18n/webshop-resources';
import { order } from '../../../testing/shop-fixtures';
import { OrderLookupPage, OrderPage } from '../components/order-pages';
import { useOrderStore } from '../stores/order-store';

function inApp(children: React.ReactNode, navigate = jest.fn()) {
  return render(<AppProvider locale="de" navigate={navigate}>{children}</AppProvider>);
}

beforeEach(() => useOrderStore.setState({ order: null, placed: false }));

test('right after checkout the order page thanks the buyer and shows code, state, payment and tickets', () => {
  act(() => useOrderStore.getState().show(order, true));
  inApp(<OrderPage code="K7P2M9QX" locale="de" />);
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Vielen Dank für Ihre Bestellung');
  expect(screen.getByTestId('order-code')).toHaveTextContent('K7P2M9QX');
  expect(screen.getByText('Zahlung ausstehend')).toBeInTheDocument();
  expect(screen.getByText('Zahlung an der Abendkasse')).toBeInTheDocument();
  expect(screen.getByText('2 Karten je 18 €')).toBeInTheDocument();
  expect(screen.getByText('36 €', { selector: 'strong' })).toBeInTheDocument();
});

test('opened cold, the order page asks for the e-mail address before it shows anything', async () => {
  const fetch = mockFetch({ '/de/api/shop-orders/lookup/': order });
  const navigate = jest.fn();
  inApp(<OrderPage code="K7P2M9QX" locale="de" />, navigate);
  expect(screen.queryByTestId('order-code')).not.toBeInTheDocument();
  expect(screen.getByLabelText(/^Bestellcode/)).toHaveValue('K7P2M9QX');
  await userEvent.type(screen.getByLabelText(/^E-Mail-Adresse/), 'ada@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Bestellung anzeigen' }));
  expect(await screen.findByTestId('order-code')).toHaveTextContent('K7P2M9QX');
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Bestellung K7P2M9QX');
  expect(fetch.mock.calls[0]?.[0]).toBe('/de/api/shop-orders/lookup/?code=K7P2M9QX&email=ada%40example.org');
});

test('the lookup opens the order page of the order found, or says that there is none', async () => {
  const navigate = jest.fn();
  mockFetch({ '/de/api/shop-orders/lookup/': { status: 404, body: { detail: 'No order with this code and e-mail address.' } } });
  inApp(<OrderLookupPage locale="de" />, navigate);
  await userEvent.click(screen.getByRole('button', { name: 'Bestellung anzeigen' }));
  expect(await screen.findAllByText('Dieses Feld ist erforderlich!')).toHaveLength(2);
  await userEvent.type(screen.getByLabelText(/^Bestellcode/), 'k7p2m9qx');
  await userEvent.type(screen.getByLabelText(/^E-Mail-Adresse/), 'someone@example.org');
  await userEvent.click(screen.getByRole('button', { name: 'Bestellung anzeigen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Zu diesem Bestellcode und dieser E-Mail-Adresse gibt es keine Bestellung.');

  mockFetch({ '/de/api/shop-orders/lookup/': order });
  await userEvent.click(screen.getByRole('button', { name: 'Bestellung anzeigen' }));
  await waitFor(() => expect(navigate).toHaveBeenCalledWith('/webshop/orders/K7P2M9QX'));
  expect(useOrderStore.getState()).toMatchObject({ order, placed: false });
});
