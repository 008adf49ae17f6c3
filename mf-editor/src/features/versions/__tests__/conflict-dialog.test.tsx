import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { dispatchAppEvent, STALE_WRITE } from '@festival/shared/events/app-events';
import { useConflictOffer } from '../../../conflicts/conflict-offer-store';
import { ConflictWatch } from '../components/conflict-watch';

test('a stale write opens a dialog naming who changed the page and when, offering to reload', async () => {
  const reload = jest.fn();
  render(<ConflictWatch locale="de" reload={reload} />);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  act(() => dispatchAppEvent(STALE_WRITE, {
    url: '/de/pageeditor-api/text/3/',
    answer: { detail: 'x', revision: 9, changed_at: '2026-11-23T09:30:00.000Z', changed_by: { username: 'jonas', first_name: 'Jonas', last_name: 'Jahn' } },
  }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Die Seite wurde inzwischen geändert' });
  expect(dialog).toHaveTextContent('Jonas Jahn hat die Seite am Mo., 23. November 2026, 10:30 Uhr geändert.');
  const reloadButton = screen.getByRole('button', { name: 'Neu laden' });
  expect(reloadButton).toHaveFocus();
  await userEvent.click(reloadButton);
  expect(reload).toHaveBeenCalledTimes(1);
  await userEvent.click(screen.getByRole('button', { name: 'Schließen' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
});

test('a refused form that can be sent again is offered first: "Meine Fassung speichern" sends it and closes the dialog', async () => {
  const keepMine = jest.fn(async () => undefined);
  render(<ConflictWatch locale="de" reload={jest.fn()} />);
  // as from the api client: the event first, the refused form's offer after it
  act(() => dispatchAppEvent(STALE_WRITE, { url: '/de/pageeditor-api/text/3/', answer: { detail: 'x', revision: 9, changed_at: null, changed_by: null } }));
  act(() => useConflictOffer.getState().offer(keepMine));
  expect(await screen.findByRole('alertdialog')).toHaveTextContent('Ihr Text bleibt im Formular');
  const keep = screen.getByRole('button', { name: 'Meine Fassung speichern' });
  expect(keep).toHaveFocus();
  await userEvent.click(keep);
  expect(keepMine).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('alertdialog')).toBeNull();
  expect(useConflictOffer.getState().keepMine).toBeNull();
});

test('a later conflict without an offer does not keep an earlier one', async () => {
  render(<ConflictWatch locale="de" reload={jest.fn()} />);
  act(() => useConflictOffer.getState().offer(async () => undefined));
  act(() => dispatchAppEvent(STALE_WRITE, { url: '/de/pageeditor-api/text/3/', answer: { detail: 'x', revision: 9, changed_at: null, changed_by: null } }));
  expect(await screen.findByRole('button', { name: 'Neu laden' })).toHaveFocus();
  expect(screen.queryByRole('button', { name: 'Meine Fassung speichern' })).toBeNull();
});
