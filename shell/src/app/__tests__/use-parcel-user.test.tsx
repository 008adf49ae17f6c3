import { act, renderHook } from '@testing-library/react';
import type { UserDetails } from '@festival/shared/api-schemas/content';
import { useSessionStore } from '@festival/shared/stores/session-store';
import { useParcelUser } from '../use-parcel-props';

const anonymous = { is_logged_in: false } as UserDetails;
const signedIn = { is_logged_in: true, first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org' } as UserDetails;

beforeEach(() => useSessionStore.setState({ status: 'idle', locale: null, details: null, editor: null }));

test('the session answer for an anonymous visitor renders nothing again; a signed-in visitor is handed on, the same object while unchanged', () => {
  let renders = 0;
  const { result } = renderHook(() => {
    renders += 1;
    return useParcelUser();
  });
  expect(result.current).toBeNull();
  act(() => useSessionStore.setState({ status: 'ready', details: anonymous }));
  expect(renders).toBe(1);
  act(() => useSessionStore.setState({ details: signedIn }));
  const user = result.current;
  expect(user).toEqual({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.org', is_editor: false });
  act(() => useSessionStore.setState({ details: { ...signedIn } }));
  expect(result.current).toBe(user);
});
