import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ParcelLifecycles } from '@festival/shared/remotes/remote-registry';
import { registerRemoteLoader } from '@festival/shared/remotes/remote-registry';
import type { ParcelProps } from '@festival/shared/types/parcel-props';
import { withParcelRoot } from '@festival/shared/ui/parcel-root';
import '../../../i18n/programme-resources';
import { eventCard, parcelProps } from '../../../testing/fixtures';
import { EventDays } from '../components/event-days';

// data.withQuickBuy stands for the design settings flag
const Days = withParcelRoot((props: ParcelProps) => (
  <EventDays
    days={[{
      date: '2026-11-21', date_start: '2026-11-21T00:00:00+01:00',
      events: [
        eventCard(1, 'Offen', '2026-11-21T18:00:00.000Z'),
        { ...eventCard(2, 'Voll', '2026-11-21T19:00:00.000Z'), availability: 'sold_out' },
        { ...eventCard(3, 'Vorbei', '2026-11-21T10:00:00.000Z'), availability: 'sales_closed' },
        { ...eventCard(4, 'Frei', '2026-11-21T20:00:00.000Z'), availability: 'free' },
      ],
    }]}
    teasers={[]}
    quickBuy={props.data?.withQuickBuy ? props : null}
  />
));

function shopLoader() {
  const mounted: Array<{ id: string; props: ParcelProps }> = [];
  const loader = jest.fn(async (id: string): Promise<ParcelLifecycles> => ({
    bootstrap: async () => undefined,
    mount: async (props) => {
      const own = props as unknown as ParcelProps & { domElement: HTMLElement };
      mounted.push({ id, props: own });
      own.domElement.textContent = `parcel ${id}`;
    },
    unmount: async () => undefined,
    update: async () => undefined,
  }));
  registerRemoteLoader(loader);
  return { loader, mounted };
}

test('with the quick-buy flag, entries that can be booked offer the booking widget of the list, by event id, behind its button; sold-out, closed and free ones say so', async () => {
  const { loader, mounted } = shopLoader();
  render(<Days {...parcelProps({ routeName: 'events', data: { withQuickBuy: true } })} />);
  const buttons = await screen.findAllByRole('button', { name: 'Karten wählen' });
  expect(buttons).toHaveLength(1);
  expect(screen.getByText('Vorverkauf beendet')).toBeInTheDocument();
  expect(screen.getByText('Eintritt frei')).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
  await userEvent.click(buttons[0] as HTMLElement);
  expect(await screen.findByText('parcel mf_shop/booking-widget')).toBeInTheDocument();
  await waitFor(() => expect(mounted).toHaveLength(1));
  expect(mounted[0]?.props).toMatchObject({ routeName: 'events', locale: 'de', data: { eventId: 1, startOpen: true } });
});

test('without the flag, no entry loads the widget', async () => {
  const { loader } = shopLoader();
  render(<Days {...parcelProps({ routeName: 'events' })} />);
  expect(await screen.findByRole('link', { name: 'Offen' })).toBeInTheDocument();
  expect(loader).not.toHaveBeenCalled();
});

test('while the shop is offline no entry offers a booking or says tickets are available; sold out and free still show', async () => {
  const { useSettingsStore } = await import('@festival/shared/stores/settings-store');
  useSettingsStore.setState({ settings: { is_shop_online: false } as never, status: 'ready' });
  try {
    const { loader } = shopLoader();
    render(<Days {...parcelProps({ routeName: 'events', data: { withQuickBuy: true } })} />);
    expect(await screen.findByRole('link', { name: 'Offen' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Karten wählen' })).not.toBeInTheDocument();
    expect(screen.queryByText('Karten verfügbar')).not.toBeInTheDocument();
    expect(screen.getByText('Ausverkauft')).toBeInTheDocument();
    expect(screen.getByText('Eintritt frei')).toBeInTheDocument();
    expect(loader).not.toHaveBeenCalled();
  } finally {
    useSettingsStore.setState({ settings: null, status: 'idle' });
  }
});
