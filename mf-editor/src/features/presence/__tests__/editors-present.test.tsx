import { act, render, screen } from '@testing-library/react';
import { useCmsPageStore } from '@festival/shared/stores/cms-page-store';
import { fakeEditorApi } from '../../../testing/fake-editor-api';
import { EditorsPresent } from '../components/editors-present';

const URL = '/de/pageeditor-api/presence/4/';
const eda = { user_id: 2, name: 'Eda Tor', since: '2026-07-01T08:05:00.000Z' };
const omar = { user_id: 3, name: 'Omar Ost', since: '2026-07-01T08:07:30.000Z' };

const advance = (ms: number) => act(async () => {
  await jest.advanceTimersByTimeAsync(ms);
});
const keepaliveCalls = () => (globalThis.fetch as jest.Mock).mock.calls.filter(([, init]) => (init as RequestInit | undefined)?.keepalive);

beforeEach(() => {
  jest.useFakeTimers();
  document.cookie = 'csrftoken=tok; path=/';
  useCmsPageStore.setState({ page: { pathname: '/de/festival/ueber-uns', id: 4, revision: 7, is_online: true, version_id: null, publication: null }, reload: jest.fn() });
});
afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

test('in edit mode the editor says it is there at once and every 15 s, and shows the others with since when in Berlin time', async () => {
  const api = fakeEditorApi({ [`POST ${URL}`]: { status: 200, body: { editors: [eda] } }, [`GET ${URL}`]: { status: 200, body: { editors: [eda, omar] } } });
  render(<EditorsPresent locale="de" editing />);
  await advance(0);
  expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([`POST ${URL}`]);
  expect(api.calls[0]!.headers).toMatchObject({ 'X-CSRFToken': 'tok' });
  expect(screen.getByRole('status')).toHaveTextContent('Bearbeitet diese Seite ebenfalls: Eda Tor (seit 10:05 Uhr)');
  await advance(5_000);
  expect(screen.getByRole('status')).toHaveTextContent('Bearbeiten diese Seite ebenfalls: Eda Tor (seit 10:05 Uhr)Omar Ost (seit 10:07 Uhr)');
  await advance(10_000);
  expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(2);
  expect(api.calls.filter((call) => call.method === 'GET')).toHaveLength(3);
});

test('alone on the page, the note is empty', async () => {
  fakeEditorApi({ [`POST ${URL}`]: { status: 200, body: { editors: [] } } });
  render(<EditorsPresent locale="de" editing />);
  await advance(0);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
});

test('without edit mode nothing is sent; leaving edit mode says goodbye with a request that outlives the page, and stops', async () => {
  const api = fakeEditorApi({ [`POST ${URL}`]: { status: 200, body: { editors: [eda] } }, [`DELETE ${URL}`]: { status: 204 } });
  const { rerender } = render(<EditorsPresent locale="de" editing={false} />);
  await advance(20_000);
  expect(api.calls).toEqual([]);
  rerender(<EditorsPresent locale="de" editing />);
  await advance(0);
  expect(screen.getByRole('status')).toHaveTextContent('Eda Tor');
  rerender(<EditorsPresent locale="de" editing={false} />);
  await advance(0);
  expect(api.calls.map((call) => call.method)).toEqual(['POST', 'DELETE']);
  expect(api.calls[1]!.headers).toMatchObject({ 'X-CSRFToken': 'tok' });
  expect(keepaliveCalls()).toHaveLength(1);
  expect(screen.getByRole('status')).toBeEmptyDOMElement();
  await advance(30_000);
  expect(api.calls).toHaveLength(2);
});

test('closing the tab says goodbye', async () => {
  const api = fakeEditorApi({ [`POST ${URL}`]: { status: 200, body: { editors: [] } }, [`DELETE ${URL}`]: { status: 204 } });
  render(<EditorsPresent locale="de" editing />);
  await advance(0);
  window.dispatchEvent(new Event('pagehide'));
  await advance(0);
  expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([`POST ${URL}`, `DELETE ${URL}`]);
  expect(keepaliveCalls()).toHaveLength(1);
});
