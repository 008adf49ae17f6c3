import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useFavoritesStore } from '@festival/shared/stores/favorites-store';
import { AppProvider } from '@festival/shared/ui/app-context';
import { FavoriteButton } from '@festival/shared/ui/favorite-button';

const item = { id: 'event-7', title: 'Lesung', url: '/en/programme/lesung/7', date_start: '2026-11-23T18:00:00+01:00' };

beforeEach(() => {
  localStorage.clear();
  useFavoritesStore.setState({ items: [] });
});

test('a pressed toggle: adds, then removes, with a label for each state', async () => {
  const user = userEvent.setup();
  render(<FavoriteButton item={item} />);
  const add = screen.getByRole('button', { name: 'Zu Favoriten hinzufügen' });
  expect(add).toHaveAttribute('aria-pressed', 'false');

  await user.click(add);
  const remove = screen.getByRole('button', { name: 'Aus Favoriten entfernen' });
  expect(remove).toHaveAttribute('aria-pressed', 'true');
  expect(useFavoritesStore.getState().items).toEqual([item]);

  remove.focus();
  await user.keyboard('{Enter}');
  expect(screen.getByRole('button', { name: 'Zu Favoriten hinzufügen' })).toHaveAttribute('aria-pressed', 'false');
  expect(useFavoritesStore.getState().items).toEqual([]);
});

test('inside a link the heart toggles without following the link', async () => {
  const user = userEvent.setup();
  const followed = jest.fn((event: Event) => event.preventDefault());
  render(
    <a href="/en/programme/lesung/7" onClick={(event) => followed(event.nativeEvent)}>
      <FavoriteButton item={item} />
    </a>,
  );
  await user.click(screen.getByRole('button'));
  expect(followed).not.toHaveBeenCalled();
  expect(useFavoritesStore.getState().has('event-7')).toBe(true);
});

test('English labels in an English page', () => {
  render(
    <AppProvider locale="en" navigate={jest.fn()}>
      <FavoriteButton item={item} />
    </AppProvider>,
  );
  expect(screen.getByRole('button', { name: 'Add to favourites' })).toBeInTheDocument();
});
