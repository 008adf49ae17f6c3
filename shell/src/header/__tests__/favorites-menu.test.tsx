import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFavoritesStore } from '@festival/shared/stores/favorites-store';
import { AppProvider } from '@festival/shared/ui/app-context';
import { FavoriteButton } from '@festival/shared/ui/favorite-button';
import '../../i18n/shell-resources';
import { FavoritesMenu } from '../favorites-menu';

beforeEach(() => {
  localStorage.clear();
  useFavoritesStore.setState({ items: [] });
});

const lesung = { id: 'event-1', title: 'Lesung am Abend', url: '/de/programm/lesung/1', date_start: '2026-11-23T18:00:00+01:00' };
const gespraech = { id: 'event-2', title: 'Gespräch', url: '/de/programm/gespraech/2' };

function renderMenu(navigate = jest.fn()) {
  render(
    <AppProvider locale="de" navigate={navigate}>
      <FavoritesMenu />
      <FavoriteButton item={lesung} />
      <p>Außerhalb</p>
    </AppProvider>,
  );
  return navigate;
}

test('the count follows the favorite buttons; the empty panel says so', async () => {
  const user = userEvent.setup();
  renderMenu();
  const toggle = screen.getByRole('button', { name: 'Favoriten 0' });
  await user.click(toggle);
  expect(toggle).toHaveAttribute('aria-expanded', 'true');
  expect(screen.getByRole('region', { name: 'Favoriten' })).toHaveTextContent('Sie haben noch keine Favoriten.');

  await user.click(screen.getByRole('button', { name: 'Zu Favoriten hinzufügen' }));
  expect(screen.getByRole('button', { name: 'Favoriten 1' })).toBeInTheDocument();
});

test('by keyboard: open, reach the entries, remove one, Escape closes and returns focus', async () => {
  const user = userEvent.setup();
  act(() => {
    useFavoritesStore.getState().toggle(lesung);
    useFavoritesStore.getState().toggle(gespraech);
  });
  renderMenu();
  const toggle = screen.getByRole('button', { name: 'Favoriten 2' });
  await user.tab();
  expect(toggle).toHaveFocus();
  await user.keyboard('{Enter}');
  const panel = screen.getByRole('region', { name: 'Favoriten' });
  expect(panel).toHaveTextContent('Mo., 23. November 2026, 18:00 Uhr');

  await user.tab();
  expect(screen.getByRole('link', { name: 'Lesung am Abend' })).toHaveFocus();
  await user.tab();
  await user.keyboard('{Enter}');
  expect(useFavoritesStore.getState().items).toEqual([gespraech]);
  await waitFor(() => expect(screen.getByRole('button', { name: 'Gespräch aus Favoriten entfernen' })).toHaveFocus());

  await user.keyboard('{Escape}');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
  expect(toggle).toHaveFocus();
  expect(screen.queryByRole('region', { name: 'Favoriten' })).not.toBeInTheDocument();
});

test('an outside click closes the panel; a chosen entry navigates in-app and closes it', async () => {
  const user = userEvent.setup();
  act(() => useFavoritesStore.getState().toggle(gespraech));
  const navigate = renderMenu();
  const toggle = screen.getByRole('button', { name: 'Favoriten 1' });
  await user.click(toggle);
  await user.click(screen.getByText('Außerhalb'));
  expect(toggle).toHaveAttribute('aria-expanded', 'false');

  await user.click(toggle);
  await user.click(screen.getByRole('link', { name: 'Gespräch' }));
  expect(navigate).toHaveBeenCalledWith('/de/programm/gespraech/2');
  expect(toggle).toHaveAttribute('aria-expanded', 'false');
});
