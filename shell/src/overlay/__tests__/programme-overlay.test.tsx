import { act, render, screen, waitFor } from '@testing-library/react';
import { Link, MemoryRouter, useLocation } from 'react-router';
import { dispatchAppEvent, PROGRAMME_OVERLAY_OPEN } from '@festival/shared/events/app-events';
import { recordingLoader } from '../../testing/render-route';
import { ProgrammeOverlay } from '../programme-overlay';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

function renderAt(path: string) {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Where />
      <Link to="/de/magazin">Magazin</Link>
      <ProgrammeOverlay />
    </MemoryRouter>,
  );
}

const where = () => screen.getByTestId('where').textContent;
const overlayClose = (mounted: ReturnType<typeof recordingLoader>['mounted']) => mounted.at(-1)?.props.data?.close as () => void;

afterEach(() => {
  document.body.style.overflow = '';
});

test('?overlay=true opens the overlay and leaves the URL (other parameters stay); closing clears the query', async () => {
  const { mounted } = recordingLoader();
  renderAt('/de/festival?overlay=true&x=1');
  await waitFor(() => expect(where()).toBe('/de/festival?x=1'));
  expect(await screen.findByText('parcel mf_programme/event-overlay')).toBeInTheDocument();
  // locked once the opened overlay has been painted (scroll-lock.ts)
  await waitFor(() => expect(document.body.style.overflow).toBe('hidden'));
  act(() => overlayClose(mounted)());
  expect(screen.queryByText('parcel mf_programme/event-overlay')).not.toBeInTheDocument();
  expect(where()).toBe('/de/festival');
  expect(document.body.style.overflow).toBe('');
});

test('the open event opens it without a URL change; a new path closes it', async () => {
  recordingLoader();
  renderAt('/de/festival');
  expect(screen.queryByText('parcel mf_programme/event-overlay')).not.toBeInTheDocument();
  act(() => dispatchAppEvent(PROGRAMME_OVERLAY_OPEN, {}));
  expect(await screen.findByText('parcel mf_programme/event-overlay')).toBeInTheDocument();
  expect(where()).toBe('/de/festival');
  act(() => screen.getByRole('link', { name: 'Magazin' }).click());
  expect(where()).toBe('/de/magazin');
  expect(screen.queryByText('parcel mf_programme/event-overlay')).not.toBeInTheDocument();
});
