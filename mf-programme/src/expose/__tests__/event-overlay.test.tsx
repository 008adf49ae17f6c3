import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../i18n/programme-resources';
import { parcelProps } from '../../testing/fixtures';
import { MobileFilters } from '../../features/programme/components/side-panel';
import { ProgrammeOverlay } from '../../features/event-overlay/components/programme-overlay';

/** The overlay as the parcel composes it, with a list stand-in holding the programme's side panel. */

/** A list stand-in with a side panel, as the programme list puts one inside the overlay. */
function List() {
  const [count, setCount] = useState(0);
  return (
    <>
      <MobileFilters calendar={<p>Monat</p>} filters={<button type="button" onClick={() => setCount(count + 1)}>Ort</button>} />
      <p>{count}</p>
    </>
  );
}

const Overlay = withParcelRoot((props: ParcelProps) => <ProgrammeOverlay {...props} List={List} />);

function open(close: () => void) {
  const opener = document.createElement('button');
  opener.textContent = 'Öffnen';
  document.body.append(opener);
  opener.focus();
  const view = render(<Overlay {...parcelProps({ data: { close } })} />);
  return { opener, view };
}

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

test('titled by the events page headline; focus moves in, Escape closes, focus returns on unmount', async () => {
  mockFetch({ '/de/pageeditor-api/page/programm': { headline: 'Programm & Tickets' } });
  const close = jest.fn();
  const { opener, view } = open(close);
  expect(await screen.findByRole('dialog', { name: 'Programm & Tickets' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Schließen' })).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(close).toHaveBeenCalledTimes(1);
  view.unmount();
  expect(opener).toHaveFocus();
});

test('spec §8: a failed headline load is logged and the default title stays', async () => {
  const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  mockFetch({ '/de/pageeditor-api/page/programm': { status: 500, body: { detail: 'boom' } } });
  open(jest.fn());
  expect(screen.getByRole('dialog', { name: 'Programm und Karten' })).toBeInTheDocument();
  await waitFor(() => expect(warn).toHaveBeenCalledWith('events headline', expect.anything()));
  expect(screen.getByRole('dialog', { name: 'Programm und Karten' })).toBeInTheDocument();
});

test('Escape in the side panel closes the panel only; Tab stays inside the panel', async () => {
  mockFetch({ '/de/pageeditor-api/page/programm': { headline: '' } });
  const close = jest.fn();
  open(close);
  const filterButton = screen.getByRole('button', { name: 'Filter' });
  await userEvent.click(filterButton);
  const panel = screen.getByRole('dialog', { name: 'Filter' });
  const panelClose = screen.getAllByRole('button', { name: 'Schließen' }).find((button) => panel.contains(button));
  expect(panelClose).toHaveFocus();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Ort' })).toHaveFocus();
  await userEvent.tab();
  expect(panelClose).toHaveFocus();
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByRole('dialog', { name: 'Filter' })).not.toBeInTheDocument();
  expect(close).not.toHaveBeenCalled();
  expect(filterButton).toHaveFocus();
});

test('focus that has left the dialog comes back with the next Tab', async () => {
  mockFetch({ '/de/pageeditor-api/page/programm': { headline: 'Programm & Tickets' } });
  open(jest.fn());
  const dialog = await screen.findByRole('dialog', { name: 'Programm & Tickets' });
  // after the dialog in the page, where Tab alone would go on to the page before it
  const behind = document.createElement('button');
  document.body.append(behind);
  behind.focus();
  await userEvent.tab();
  expect(dialog).toContainElement(document.activeElement as HTMLElement);
});
