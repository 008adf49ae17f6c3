import { act, render, screen } from '@testing-library/react';
import '../../i18n/shell-resources';
import { OnlineStatus } from '../online-status';


function goOffline(offline: boolean) {
  jest.spyOn(navigator, 'onLine', 'get').mockReturnValue(!offline);
  window.dispatchEvent(new Event(offline ? 'offline' : 'online'));
}

afterEach(() => jest.restoreAllMocks());

test('the status follows the browser going offline and online again', () => {
  render(<OnlineStatus />);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  act(() => goOffline(true));
  expect(screen.getByRole('status')).toHaveTextContent('Sie sind offline.');
  act(() => goOffline(false));
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('a page the service worker answered from the stored copy says so, with the time it was sent', () => {
  const meta = document.createElement('meta');
  meta.name = 'festival-stored-copy';
  meta.content = '2026-06-12T17:05:00.000Z';
  document.head.append(meta);
  render(<OnlineStatus />);
  expect(screen.getByRole('status')).toHaveTextContent('Offline – angezeigt wie am');
  expect(screen.getByRole('status')).toHaveTextContent('19:05 Uhr');
  meta.remove();
});
