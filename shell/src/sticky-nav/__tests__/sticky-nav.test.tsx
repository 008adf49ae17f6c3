import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { onAppEvent, PROGRAMME_OVERLAY_OPEN } from '@festival/shared/events/app-events';
import { registerResources } from '@festival/shared/i18n/i18n-instance';
import { useStickyStore } from '@festival/shared/stores/sticky-store';
import { shellResources } from '../../i18n/shell-resources';
import { StickyNav } from '../sticky-nav';

beforeAll(() => registerResources('shell', shellResources));
beforeEach(() => {
  useStickyStore.setState({ items: [] });
  Object.defineProperty(window, 'innerHeight', { value: 800, configurable: true });
  window.scrollY = 0;
  window.scrollTo = jest.fn();
});

function scrollTo(y: number) {
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });
}

const renderAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <StickyNav />
    </MemoryRouter>,
  );

test('the overlay button opens the programme overlay; links and scroll-to-top wait for half the window', async () => {
  const user = userEvent.setup();
  const opened = jest.fn();
  const stop = onAppEvent(PROGRAMME_OVERLAY_OPEN, opened);
  act(() => useStickyStore.getState().register('hero', { text: 'Karten', url: '/de/programm' }));
  renderAt('/de');
  expect(screen.queryByRole('link', { name: 'Karten' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Nach oben' })).not.toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Programm und Karten' }));
  expect(opened).toHaveBeenCalled();
  stop();

  scrollTo(401);
  expect(screen.getByRole('link', { name: 'Karten' })).toHaveAttribute('href', '/de/programm');
  await user.click(screen.getByRole('button', { name: 'Nach oben' }));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
});

test('event routes have no overlay button', () => {
  renderAt('/de/programm');
  expect(screen.queryByRole('button', { name: 'Programm und Karten' })).not.toBeInTheDocument();
});

test('an unmounting module takes its sticky link away', () => {
  act(() => useStickyStore.getState().register('hero', { text: 'Karten', url: '/de/programm' }));
  act(() => useStickyStore.getState().unregister('hero'));
  expect(useStickyStore.getState().items).toEqual([]);
});
