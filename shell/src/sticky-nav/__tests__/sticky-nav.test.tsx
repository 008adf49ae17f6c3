import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { onAppEvent, PROGRAMME_OVERLAY_OPEN } from '@festival/shared/events/app-events';
import { useStickyStore } from '@festival/shared/stores/sticky-store';
import '../../i18n/shell-resources';
import { lowestPrice } from '../booking-button';
import { StickyNav } from '../sticky-nav';

beforeEach(() => {
  useStickyStore.setState({ items: [], booking: null });
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

test('the lowest price leaves out zero prices and nonsense; none left is null', () => {
  expect(lowestPrice(['0.00', '18.00', '12.50', 'x'])).toBe(12.5);
  expect(lowestPrice(['0.00'])).toBeNull();
  expect(lowestPrice([])).toBeNull();
});

test('a booking widget on the page: the button, also on event routes, jumps to it after 100 ms and focuses it', async () => {
  jest.useFakeTimers();
  const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
  const widget = document.createElement('section');
  widget.id = 'booking';
  widget.getBoundingClientRect = () => ({ top: 900 }) as DOMRect;
  document.body.append(widget);
  window.scrollY = 100;
  act(() => useStickyStore.getState().setBooking({ targetId: 'booking', prices: ['0.00', '18.00', '12.00'] }));
  renderAt('/de/programm/lesung/1');

  const button = screen.getByRole('button', { name: 'Tickets buchen ab 12\u00a0€' });
  // WCAG 2.5.3: the accessible name is the text the button shows
  expect(button).not.toHaveAttribute('aria-label');
  expect(button.textContent).toBe('Tickets buchen ab 12\u00a0€');
  await user.click(button);
  expect(window.scrollTo).not.toHaveBeenCalled();
  act(() => jest.advanceTimersByTime(100));
  expect(window.scrollTo).toHaveBeenCalledWith({ top: 870, behavior: 'smooth' });
  expect(widget).toHaveFocus();
  expect(widget).toHaveAttribute('tabindex', '-1');
  jest.useRealTimers();
  widget.remove();
});

test('only free prices: the button has no price; no booking, no button', () => {
  act(() => useStickyStore.getState().setBooking({ targetId: 'booking', prices: ['0.00'] }));
  const { unmount } = renderAt('/en/programme/lesung/1');
  expect(screen.getByRole('button', { name: 'Tickets buchen' })).toBeInTheDocument();
  unmount();
  act(() => useStickyStore.getState().setBooking(null));
  renderAt('/en/programme/lesung/1');
  expect(screen.queryByRole('button', { name: /Tickets/ })).not.toBeInTheDocument();
});
