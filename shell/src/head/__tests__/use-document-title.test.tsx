import { act, render } from '@testing-library/react';
import { MemoryRouter, useNavigate } from 'react-router';
import { usePageTitleStore } from '@festival/shared/stores/page-title-store';
import { useDocumentTitle } from '../use-document-title';

let navigate: (path: string) => void = () => undefined;

function Titled() {
  const routerNavigate = useNavigate();
  // A declarative router navigates synchronously; its promise is only for data routers.
  navigate = (path) => void routerNavigate(path);
  useDocumentTitle();
  return null;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Titled />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  document.title = 'Vom Server';
  usePageTitleStore.setState({ path: null, subject: null });
});

test('a fixed route is titled at once, the way the server titles it', () => {
  renderAt('/de/programm');
  expect(document.title).toBe('Programm und Karten | Literaturfestival Berlin');
  act(() => navigate('/de'));
  expect(document.title).toBe('Literaturfestival Berlin');
});

test("an object route keeps the server's title until its page tells the object's", () => {
  renderAt('/de/programm/nachtfaehre/12');
  expect(document.title).toBe('Vom Server');
  act(() => usePageTitleStore.getState().tell('/de/programm/nachtfaehre/12', { title: 'Nachtfähre' }));
  expect(document.title).toBe('Nachtfähre | Literaturfestival Berlin');
});

test('what the previous page told does not title the next one', () => {
  renderAt('/en/programme/night-ferry/12');
  act(() => usePageTitleStore.getState().tell('/en/programme/night-ferry/12', { title: 'Night ferry' }));
  act(() => navigate('/en/authors/ada-berg/5'));
  expect(document.title).toBe('Night ferry | Berlin Literature Festival');
  act(() => usePageTitleStore.getState().tell('/en/authors/ada-berg/5', { title: 'Ada Berg' }));
  expect(document.title).toBe('Ada Berg | Berlin Literature Festival');
});

test('a page that shows an error in its place is titled by the error', () => {
  renderAt('/de/gibt-es-nicht');
  act(() => usePageTitleStore.getState().tell('/de/gibt-es-nicht', { error: 404 }));
  expect(document.title).toBe('Seite nicht gefunden | Literaturfestival Berlin');
});
