import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatchAppEvent, STALE_WRITE } from '@festival/shared/events/app-events';
import { ConflictDialog } from '../components/conflict-dialog';

test('a stale write opens a dialog naming who changed the page and when, offering to reload', async () => {
  const reload = jest.fn();
  render(<ConflictDialog locale="de" reload={reload} />);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  act(() => dispatchAppEvent(STALE_WRITE, {
    url: '/de/pageeditor-api/text/3/',
    answer: { detail: 'x', revision: 9, changed_at: '2026-11-23T09:30:00.000Z', changed_by: { username: 'jonas', first_name: 'Jonas', last_name: 'Jahn' } },
  }));
  const dialog = screen.getByRole('alertdialog', { name: 'Die Seite wurde inzwischen geändert' });
  expect(dialog).toHaveTextContent('Jonas Jahn hat die Seite am Mo., 23. November 2026, 10:30 Uhr geändert.');
  const reloadButton = screen.getByRole('button', { name: 'Neu laden' });
  expect(reloadButton).toHaveFocus();
  await userEvent.click(reloadButton);
  expect(reload).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});
