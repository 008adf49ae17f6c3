import { Profiler } from 'react';
import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import { MemoryRouter, useNavigate } from 'react-router';
import { dispatchAppEvent } from '@festival/shared/events/app-events';
import type { Locale } from '@festival/shared/i18n/locales';
import { useCartStore } from '@festival/shared/stores/cart-store';
import { useSettingsStore } from '@festival/shared/stores/settings-store';
import { AppProvider } from '@festival/shared/ui/app-context';
import '../../i18n/shell-resources';
import { CartLink } from '../cart-link';

const settings = (online: boolean) => ({
  is_site_online: true, is_shop_online: online, html_footer_logos: { code: '' }, html_footer_top: { code: '' },
  html_footer_bottom: { code: '' }, html_header: { code: '' }, error_pages: {},
});

let goTo: (path: string) => void = () => undefined;
function Navigator() {
  const navigate = useNavigate();
  goTo = (path) => { void navigate(path); };
  return null;
}

const tree = (locale: Locale = 'de', onRender?: (id: string, phase: string) => void) => (
  <MemoryRouter initialEntries={['/de']}>
    <AppProvider locale={locale} navigate={jest.fn()}>
      <Navigator />
      {onRender ? <Profiler id="cart" onRender={onRender}><CartLink /></Profiler> : <CartLink />}
    </AppProvider>
  </MemoryRouter>
);

beforeEach(() => {
  document.cookie = 'cartAmount=; max-age=0; path=/';
  document.cookie = 'cartUrl=; max-age=0; path=/';
  useCartStore.getState().refresh();
  useSettingsStore.setState({ settings: settings(true), status: 'ready' });
});
afterEach(() => jest.restoreAllMocks());

test('shows the count of the cartAmount cookie and links to the cart', () => {
  document.cookie = 'cartAmount=2; path=/';
  document.cookie = `cartUrl=${encodeURIComponent('https://shop.example/cart')}; path=/`;
  render(tree());
  expect(screen.getByRole('link', { name: 'Warenkorb, 2 Karten' })).toHaveAttribute('href', 'https://shop.example/cart');
});

test('reads the cookie again on cart-updated and on a route change', () => {
  render(tree());
  expect(screen.getByRole('link', { name: 'Warenkorb, 0 Karten' })).toBeInTheDocument();
  document.cookie = 'cartAmount=1; path=/';
  act(() => dispatchAppEvent('cart-updated', {}));
  expect(screen.getByRole('link', { name: 'Warenkorb, 1 Karte' })).toBeInTheDocument();
  document.cookie = 'cartAmount=3; path=/';
  act(() => goTo('/de/programm'));
  expect(screen.getByRole('link', { name: 'Warenkorb, 3 Karten' })).toBeInTheDocument();
});

test.each([0, 1, 12])('WCAG 2.5.3: the name of the link with %i tickets contains the count it shows', (count) => {
  document.cookie = `cartAmount=${count}; path=/`;
  useCartStore.getState().refresh();
  render(tree('en'));
  const link = screen.getByRole('link');
  expect(link.textContent).toBe(String(count));
  expect(link).toHaveAccessibleName(expect.stringContaining(String(count)));
});

test('says "Webshop offline" when the settings say so', () => {
  useSettingsStore.setState({ settings: settings(false), status: 'ready' });
  render(tree('en'));
  expect(screen.getByText('Webshop offline')).toBeInTheDocument();
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
});

test('the server shows no visitor\'s cart; the browser hydrates that and then shows the cookie\'s count', async () => {
  const html = renderToString(tree());
  expect(html).toContain('>0</span>');
  document.cookie = 'cartAmount=4; path=/';
  useCartStore.getState().refresh();
  const errors = jest.spyOn(console, 'error');
  const recovered: unknown[] = [];
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  await act(async () => {
    hydrateRoot(element, tree(), { onRecoverableError: (error) => recovered.push(error) });
  });
  expect(errors).not.toHaveBeenCalled();
  expect(recovered).toEqual([]);
  expect(screen.getByRole('link', { name: 'Warenkorb, 4 Karten' })).toBeInTheDocument();
});

test.each([
  ['without a cart, hydration is its only render', '', ['mount']],
  ['with a cart, it renders once more right after hydration', 'cartAmount=2', ['mount', 'update']],
])('%s', async (_name, cookie, phases) => {
  // As in the app, the settings read while hydrating are the ones read after it (chrome-content.ts).
  useSettingsStore.setState(useSettingsStore.getInitialState(), true);
  const html = renderToString(tree());
  if (cookie) document.cookie = `${cookie}; path=/`;
  useCartStore.getState().refresh();
  const element = document.createElement('div');
  element.innerHTML = html;
  document.body.append(element);
  const commits: string[] = [];
  await act(async () => {
    hydrateRoot(element, tree('de', (_id, phase) => commits.push(phase)));
  });
  expect(commits).toEqual(phases);
  element.remove();
});
