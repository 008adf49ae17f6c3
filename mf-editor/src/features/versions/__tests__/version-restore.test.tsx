import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { mockFetch } from '@festival/shared/testing/mock-fetch';
import { VersionRestore } from '../components/version-restore';

const page = { pathname: '/de/festival/ueber-uns', id: 4, revision: 7, is_online: true, version_id: 12, publication: null };

beforeEach(() => {
  document.cookie = 'csrftoken=tok; path=/';
  useCmsPageStore.setState({ page, reload: jest.fn() });
});

test('the live page shows nothing', () => {
  useCmsPageStore.setState({ page: { ...page, version_id: null } });
  const { container } = render(<VersionRestore locale="de" editing navigate={jest.fn()} />);
  expect(container).toBeEmptyDOMElement();
});

test('a version on screen is restored after a question, on the revision on screen, back in edit mode', async () => {
  const fetch = mockFetch({ '/de/pageeditor-api/versions/12/restore/': { revision: 8, version_id: 33 } });
  const navigate = jest.fn((to: string) => useCmsPageStore.setState({ page: { ...page, version_id: null, revision: 8, pathname: to.split('?')[0]! } }));
  render(<VersionRestore locale="de" editing navigate={navigate} />);
  expect(screen.getByRole('group', { name: 'Version 12' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Diese Version wiederherstellen' }));
  expect(screen.getByText('Version 12 wiederherstellen? Sie wird die aktuelle Fassung der Seite.')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Ja, wiederherstellen' })).toHaveFocus();
  await userEvent.keyboard('{Enter}');
  const [url, init] = fetch.mock.calls.find(([address]) => String(address).endsWith('/restore/')) as unknown as [string, RequestInit];
  expect(url).toContain('/de/pageeditor-api/versions/12/restore/');
  expect([init.method, init.body]).toEqual(['POST', JSON.stringify({ revision: 7 })]);
  expect(navigate).toHaveBeenCalledWith('/de/festival/ueber-uns?edit=1');
  expect(await screen.findByRole('status')).toHaveTextContent('Version 12 ist wiederhergestellt.');
});

test('Escape takes the question back and sends nothing; the focus returns to the button', async () => {
  const fetch = mockFetch({});
  render(<VersionRestore locale="de" editing={false} navigate={jest.fn()} />);
  await userEvent.click(screen.getByRole('button', { name: 'Diese Version wiederherstellen' }));
  await userEvent.keyboard('{Escape}');
  expect(screen.queryByText(/wiederherstellen\?/)).toBeNull();
  expect(screen.getByRole('button', { name: 'Diese Version wiederherstellen' })).toHaveFocus();
  expect(fetch.mock.calls.some(([address]) => String(address).endsWith('/restore/'))).toBe(false);
});

test('a failed restore says so and keeps the version on screen', async () => {
  mockFetch({ '/de/pageeditor-api/versions/12/restore/': { status: 500, body: { detail: 'kaputt' } } });
  const navigate = jest.fn();
  render(<VersionRestore locale="de" editing={false} navigate={navigate} />);
  await userEvent.click(screen.getByRole('button', { name: 'Diese Version wiederherstellen' }));
  await userEvent.click(screen.getByRole('button', { name: 'Ja, wiederherstellen' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('Die Version konnte nicht wiederhergestellt werden.');
  expect(navigate).not.toHaveBeenCalled();
});
