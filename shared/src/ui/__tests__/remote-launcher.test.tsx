import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { registerRemoteLoader, type ParcelLifecycles } from '../../remotes/remote-registry';
import type { ParcelProps } from '../../types/parcel-props';
import { RemoteLauncher } from '../remote-launcher';

const props: ParcelProps = { locale: 'de', routeName: 'events', params: {}, query: {}, navigate: jest.fn(), user: null, data: { eventId: 7 } };

function widgetLoader() {
  const mounted: ParcelProps[] = [];
  const loader = jest.fn(async (): Promise<ParcelLifecycles> => ({
    bootstrap: async () => undefined,
    mount: async (p) => {
      const own = p as unknown as ParcelProps & { domElement: HTMLElement };
      mounted.push(own);
      own.domElement.innerHTML = '<button type="button">Kartenauswahl schließen</button>';
    },
    unmount: async () => undefined,
  }));
  registerRemoteLoader(loader);
  return { loader, mounted };
}

test('shows its own button and loads nothing until the visitor reaches for it', () => {
  const { loader } = widgetLoader();
  render(<RemoteLauncher module="mf_shop/booking-widget" props={props} label="Karten wählen" regionLabel="Kartenbuchung" />);
  expect(screen.getByRole('region', { name: 'Kartenbuchung' })).toContainElement(screen.getByRole('button', { name: 'Karten wählen' }));
  expect(screen.getByRole('button', { name: 'Karten wählen' })).toHaveAttribute('aria-expanded', 'false');
  expect(loader).not.toHaveBeenCalled();
});

test('pointing at the button loads the remote; a click mounts the parcel to open at once', async () => {
  const { loader, mounted } = widgetLoader();
  render(<RemoteLauncher module="mf_shop/booking-widget" props={props} label="Karten wählen" regionLabel="Kartenbuchung" />);
  const button = screen.getByRole('button', { name: 'Karten wählen' });
  await userEvent.hover(button);
  expect(loader).toHaveBeenCalledWith('mf_shop/booking-widget');
  await userEvent.click(button);
  expect(await screen.findByRole('button', { name: 'Kartenauswahl schließen' })).toBeInTheDocument();
  await waitFor(() => expect(mounted).toHaveLength(1));
  expect(mounted[0]?.data).toEqual({ eventId: 7, startOpen: true });
  expect(screen.queryByRole('button', { name: 'Karten wählen' })).not.toBeInTheDocument();
});

test('eager mounts the parcel at once, as it is', async () => {
  const { mounted } = widgetLoader();
  render(<RemoteLauncher module="mf_shop/booking-widget" props={props} label="Karten wählen" regionLabel="Kartenbuchung" eager />);
  await waitFor(() => expect(mounted).toHaveLength(1));
  expect(mounted[0]?.data).toEqual({ eventId: 7 });
});

test('where the remote cannot load, the fallback takes the place and the focus of the pressed button', async () => {
  registerRemoteLoader(() => Promise.reject(new Error('shop down')));
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <RemoteLauncher
      module="mf_shop/booking-widget"
      props={props}
      label="Karten wählen"
      regionLabel="Kartenbuchung"
      fallback={() => <a href="/webshop/events/7">Im Webshop kaufen</a>}
    />,
  );
  await userEvent.click(screen.getByRole('button', { name: 'Karten wählen' }));
  const link = await screen.findByRole('link', { name: 'Im Webshop kaufen' });
  await waitFor(() => expect(link).toHaveFocus());
  jest.restoreAllMocks();
});

test('a launcher that cannot open now (no connection) is disabled and says why', () => {
  const { loader } = widgetLoader();
  render(<RemoteLauncher module="mf_shop/booking-widget" props={props} label="Karten wählen" regionLabel="Kartenbuchung" unavailable="Ohne Verbindung können keine Karten gebucht werden." />);
  const button = screen.getByRole('button', { name: 'Karten wählen' });
  expect(button).toBeDisabled();
  expect(button).toHaveAccessibleDescription('Ohne Verbindung können keine Karten gebucht werden.');
  expect(loader).not.toHaveBeenCalled();
});
