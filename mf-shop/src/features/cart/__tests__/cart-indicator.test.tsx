import { act, render, screen } from '@testing-library/react';
import { dispatchAppEvent } from '@festival/shared/events/app-events';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/shop-resources';
import { CartIndicator } from '../components/cart-indicator';

const Indicator = withParcelRoot(CartIndicator);
const props = (overrides: Partial<ParcelProps> = {}): ParcelProps => ({
  locale: 'de', routeName: 'index', params: {}, query: {}, navigate: jest.fn(), user: null, ...overrides,
});
const settings = (online: boolean) => ({
  is_site_online: true, is_shop_online: online, html_footer_logos: { code: '' }, html_footer_top: { code: '' },
  html_footer_bottom: { code: '' }, html_header: { code: '' }, error_pages: {},
});

beforeEach(() => {
  document.cookie = 'cartAmount=; max-age=0; path=/';
  document.cookie = 'cartUrl=; max-age=0; path=/';
  useSettingsStore.setState({ settings: settings(true), status: 'ready' });
});

test('shows the count of the cartAmount cookie and links to the cart', () => {
  document.cookie = 'cartAmount=2; path=/';
  document.cookie = `cartUrl=${encodeURIComponent('https://shop.example/cart')}; path=/`;
  render(<Indicator {...props()} />);
  expect(screen.getByRole('link', { name: 'Warenkorb, 2 Karten' })).toHaveAttribute('href', 'https://shop.example/cart');
});

test('reads the cookie again on cart-updated and on a route change', () => {
  const { rerender } = render(<Indicator {...props()} />);
  expect(screen.getByRole('link', { name: 'Warenkorb, 0 Karten' })).toBeInTheDocument();
  document.cookie = 'cartAmount=1; path=/';
  act(() => dispatchAppEvent('cart-updated', {}));
  expect(screen.getByRole('link', { name: 'Warenkorb, 1 Karte' })).toBeInTheDocument();
  document.cookie = 'cartAmount=3; path=/';
  rerender(<Indicator {...props({ routeName: 'events' })} />);
  expect(screen.getByRole('link', { name: 'Warenkorb, 3 Karten' })).toBeInTheDocument();
});

test.each([0, 1, 12])('WCAG 2.5.3: the name of the link with %i tickets contains the count it shows', (count) => {
  document.cookie = `cartAmount=${count}; path=/`;
  render(<Indicator {...props({ locale: 'en' })} />);
  const link = screen.getByRole('link');
  expect(link.textContent).toBe(String(count));
  expect(link).toHaveAccessibleName(expect.stringContaining(String(count)));
});

test('says "Webshop offline" when the settings say so', () => {
  useSettingsStore.setState({ settings: settings(false), status: 'ready' });
  render(<Indicator {...props({ locale: 'en' })} />);
  expect(screen.getByText('Webshop offline')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});
