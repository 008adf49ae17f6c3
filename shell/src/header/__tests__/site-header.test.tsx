import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONSENT_COOKIE, useConsentStore } from '@festival/shared/stores/consent-store';
import { AppProvider } from '@festival/shared/ui/app-context';
import { useChromeStore } from '../../chrome/chrome-store';
import '../../i18n/shell-resources';
import { anonymous, navigation, recordingLoader, renderRoute, resetStores, settings, siteApi } from '../../testing/render-route';
import { useNavigationStore } from '../navigation-store';
import { OpeningHoursLine } from '../opening-hours-line';
import { dismissalCookieName } from '../top-alert';

const alert = { id: 7, title: 'Einlass verschoben', text: 'Heute beginnt der Einlass um 19 Uhr.', link: '/de/programm', link_title: 'Zum Programm' };

beforeEach(() => {
  resetStores();
  recordingLoader();
  useChromeStore.setState({ menuOpen: false, landingPath: null });
  // A decided visitor, so the cookie dialog stays out of these tests.
  document.cookie = `${CONSENT_COOKIE}=${encodeURIComponent('{"tracking":false,"external_media":false}')}; path=/`;
  useConsentStore.getState().restore();
  document.cookie = `${dismissalCookieName()}=; max-age=0; path=/`;
  window.scrollTo = jest.fn();
});

test('the top bar tells today\'s state and hours', async () => {
  siteApi({
    '/de/api/opening-hours-today/': {
      opening_hours: [
        { time_from: '10:00:00', time_to: '12:00:00', closed: false, alternative_link_url: '', alternative_text: '' },
        { time_from: '14:00:00', time_to: '18:30:00', closed: false, alternative_link_url: '', alternative_text: '' },
      ],
      opening_hours_exceptions: [],
    },
  });
  render(
    <AppProvider locale="de" navigate={jest.fn()}>
      <OpeningHoursLine now={() => new Date('2026-06-10T12:15:00+02:00')} />
    </AppProvider>,
  );
  expect(await screen.findByText('Heute geöffnet ab 14 Uhr')).toBeInTheDocument();
  expect(screen.getByText('Öffnungszeiten heute: 10–12 und 14–18:30 Uhr')).toBeInTheDocument();
});

test('a menu that arrives after the slide-in opened still gets the focus on its first link', async () => {
  const user = userEvent.setup();
  siteApi({ '/de/pageeditor-api/nav': { menu: [], footer: [] } });
  renderRoute('/de/404');
  const burger = await screen.findByRole('button', { name: 'Menü' });
  await user.click(burger);
  expect(burger).toHaveAttribute('aria-expanded', 'true');
  act(() => useNavigationStore.setState({ byLocale: { de: navigation } }));
  const primary = screen.getByRole('navigation', { name: 'Navigation' });
  // once the open panel has been painted
  await waitFor(() => expect(within(primary).getByRole('link', { name: 'Programm' })).toHaveFocus());
});

test('the burger opens the slide-in with both menus; Escape closes it and returns focus', async () => {
  const user = userEvent.setup();
  siteApi();
  renderRoute('/de/404');
  const burger = await screen.findByRole('button', { name: 'Menü' });
  expect(burger).toHaveAttribute('aria-expanded', 'false');

  await user.click(burger);
  expect(burger).toHaveAttribute('aria-expanded', 'true');
  const primary = screen.getByRole('navigation', { name: 'Navigation' });
  await waitFor(() => expect(within(primary).getByRole('link', { name: 'Programm' })).toHaveFocus());
  expect(screen.getByRole('navigation', { name: 'Weitere Links' })).toHaveTextContent('Presse');
  // locked once the opened slide-in has been painted (scroll-lock.ts)
  await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));

  const accordion = within(primary).getByRole('button', { name: 'Untermenü Programm' });
  await user.click(accordion);
  expect(within(primary).getByRole('link', { name: 'Autorinnen' })).toBeVisible();
  // The first Escape closes the open submenu only, the second the slide-in.
  await user.keyboard('{Escape}');
  expect(accordion).toHaveAttribute('aria-expanded', 'false');
  expect(burger).toHaveAttribute('aria-expanded', 'true');
  await user.keyboard('{Escape}');
  expect(burger).toHaveAttribute('aria-expanded', 'false');
  expect(burger).toHaveFocus();
  expect(document.body.style.overflow).toBe('');
});

test('the slide-in carries what phones have no room for in the header row: account, favorites, language, hours', async () => {
  const user = userEvent.setup();
  siteApi({
    '/de/api/opening-hours-today/': {
      opening_hours: [{ time_from: '10:00:00', time_to: '18:00:00', closed: false, alternative_link_url: '', alternative_text: '' }],
      opening_hours_exceptions: [],
    },
  });
  renderRoute('/de/404');
  await user.click(await screen.findByRole('button', { name: 'Menü' }));
  const panel = document.getElementById(screen.getByRole('button', { name: 'Menü' }).getAttribute('aria-controls') as string) as HTMLElement;
  expect(within(panel).getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  expect(within(panel).getByRole('button', { name: /Favoriten/ })).toBeInTheDocument();
  expect(within(panel).getByRole('link', { name: 'English' })).toHaveAttribute('hreflang', 'en');
  expect(await within(panel).findByText(/Öffnungszeiten heute/)).toBeInTheDocument();
});

test('an outside click, a chosen link and the close button close the slide-in', async () => {
  const user = userEvent.setup();
  siteApi();
  renderRoute('/de/404');
  const burger = await screen.findByRole('button', { name: 'Menü' });
  await user.click(burger);
  await user.click(screen.getByRole('main'));
  expect(burger).toHaveAttribute('aria-expanded', 'false');

  await user.click(burger);
  await user.click(within(screen.getByRole('navigation', { name: 'Navigation' })).getByRole('link', { name: 'Magazin' }));
  expect(burger).toHaveAttribute('aria-expanded', 'false');

  // The slide-in covers a phone's screen, so it carries its own close button.
  await user.click(burger);
  await user.click(screen.getByRole('button', { name: 'Menü schließen' }));
  expect(burger).toHaveAttribute('aria-expanded', 'false');
  expect(burger).toHaveFocus();
});

test('a logged-in visitor gets a dropdown with profile and logout; the shop being offline says so', async () => {
  const user = userEvent.setup();
  siteApi({
    '/de/api/user-details/': { ...anonymous, is_logged_in: true, first_name: 'Ada', last_name: 'Byron', logout_url: '/de/user/logout' },
    '/de/pageeditor-api/user': { status: 403, body: { detail: 'no' } },
  });
  renderRoute('/de/404');
  const account = await screen.findByRole('button', { name: 'Mein Konto: Ada Byron' });
  expect(screen.queryByRole('link', { name: 'Mein Profil' })).not.toBeInTheDocument();
  await user.click(account);
  expect(screen.getByRole('link', { name: 'Mein Profil' })).toHaveAttribute('href', '/de/user/profile');
  expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/de/user/logout');
  await user.keyboard('{Escape}');
  expect(account).toHaveAttribute('aria-expanded', 'false');
  expect(account).toHaveFocus();
});

test('"Webshop offline" replaces the account link and the cart when the shop is offline, said once in the header bar', async () => {
  const user = userEvent.setup();
  siteApi({ '/pageeditor-api/settings': { ...settings, is_shop_online: false } });
  renderRoute('/de/404');
  await screen.findAllByText('Webshop offline');
  const visible = () => screen.getAllByText('Webshop offline').filter((element) => !element.closest('[hidden]'));
  expect(visible()).toHaveLength(1);
  expect(screen.queryByRole('link', { name: 'Anmelden' })).not.toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Warenkorb/ })).not.toBeInTheDocument();
  // the slide-in menu, a view of its own, names it in the account's place
  await user.click(screen.getByRole('button', { name: 'Menü' }));
  expect(visible()).toHaveLength(2);
});

// Hidden while the menu is open: header.css, checked in the browser (e2e chrome-alert.spec.ts).
test('the top alert shows the first news until closed and stores its id', async () => {
  const user = userEvent.setup();
  siteApi({ '/de/api/breaking-news/': [alert, { ...alert, id: 8, title: 'Zweite Meldung' }] });
  const view = renderRoute('/de/404');
  const region = await screen.findByRole('region', { name: 'Aktuelle Meldung' });
  expect(region).toHaveTextContent('Einlass verschoben');
  expect(region).not.toHaveTextContent('Zweite Meldung');
  expect(within(region).getByRole('link', { name: 'Zum Programm' })).toHaveAttribute('href', '/de/programm');

  await user.click(await screen.findByRole('button', { name: 'Meldung schließen' }));
  expect(screen.queryByRole('region', { name: 'Aktuelle Meldung' })).not.toBeInTheDocument();
  expect(document.cookie).toContain(`${dismissalCookieName()}=7`);

  view.unmount();
  renderRoute('/de/404');
  expect(await screen.findByRole('button', { name: 'Menü' })).toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Aktuelle Meldung' })).not.toBeInTheDocument();
});

test('a newer alert shows although an older one was dismissed', async () => {
  document.cookie = `${dismissalCookieName()}=6; path=/`;
  siteApi({ '/de/api/breaking-news/': [alert] });
  renderRoute('/de/404');
  expect(await screen.findByRole('region', { name: 'Aktuelle Meldung' })).toHaveTextContent('Einlass verschoben');
});

// Not while the menu is open: header.css, checked in the browser (e2e chrome-menu.spec.ts).
test('the header turns scrolled past a quarter of the window', async () => {
  siteApi();
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  renderRoute('/de/404');
  await screen.findByRole('button', { name: 'Menü' });
  const header = screen.getByRole('banner');
  const scrollTo = (y: number) => act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

  scrollTo(200);
  expect(header).not.toHaveClass('sh-header--scrolled');
  scrollTo(201);
  expect(header).toHaveClass('sh-header--scrolled');
  scrollTo(0);
  expect(header).not.toHaveClass('sh-header--scrolled');
});
