import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_UNAUTHORIZED, dispatchAppEvent } from '@festival/shared/events/app-events';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { AppProvider } from '@festival/shared/ui/app-context';
import { LoginModal } from '../components/login-modal';

test('a 401 while editing opens the login modal; the login opens in a new window and the session is checked again', async () => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(<LoginModal locale="de" editing />);
  act(() => dispatchAppEvent(API_UNAUTHORIZED, { method: 'GET', url: '/de/pageeditor-api/versions/4/' }));
  const dialog = screen.getByRole('alertdialog', { name: 'Bitte erneut anmelden' });
  const login = screen.getByRole('link', { name: 'Anmelden (neues Fenster)' });
  expect(login).toHaveAttribute('href', '/de/user/login');
  expect(login).toHaveAttribute('target', '_blank');
  expect(login).toHaveFocus();

  mockFetch({ '/de/pageeditor-api/user': { status: 401, body: { detail: 'x' } } });
  await userEvent.click(screen.getByRole('button', { name: 'Ich bin wieder angemeldet' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Sie sind noch nicht angemeldet.');
  expect(dialog).toBeInTheDocument();

  mockFetch({ '/de/pageeditor-api/user': { email: 'r@example.org', username: 'rita', admin_menus: [] } });
  await userEvent.click(screen.getByRole('button', { name: 'Ich bin wieder angemeldet' }));
  await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
});

test('outside edit mode only a failed write opens it, not a read', () => {
  render(<AppProvider locale="en" navigate={jest.fn()}><LoginModal locale="en" editing={false} /></AppProvider>);
  act(() => dispatchAppEvent(API_UNAUTHORIZED, { method: 'GET', url: '/en/api/user-details/' }));
  expect(screen.queryByRole('alertdialog')).toBeNull();
  act(() => dispatchAppEvent(API_UNAUTHORIZED, { method: 'POST', url: '/en/pageeditor-api/versions/3/restore/' }));
  expect(screen.getByRole('alertdialog', { name: 'Please sign in again' })).toBeInTheDocument();
});
