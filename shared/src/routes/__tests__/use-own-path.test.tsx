import { renderHook } from '@testing-library/react';
import type { ParcelProps } from '../../types/parcel-props';
import { useOwnPath } from '../use-own-path';

function props(overrides: Partial<ParcelProps> = {}) {
  return {
    locale: 'de' as const,
    routeName: 'events-slug-id' as const,
    params: { slug: 'falscher-slug', id: '7' },
    query: { overlay: 'true', room: '2' },
    navigate: jest.fn(),
    ...overrides,
  };
}

test('a wrong slug is replaced by the own URL, keeping the query', () => {
  const p = props();
  renderHook(() => useOwnPath(p, '/de/programm/nachtfaehre/7'));
  expect(p.navigate).toHaveBeenCalledTimes(1);
  expect(p.navigate).toHaveBeenCalledWith('/de/programm/nachtfaehre/7?overlay=true&room=2', { replace: true });
});

test('the own URL, also when it needs encoding, stays as it is', () => {
  const p = props({ params: { slug: 'über uns', id: '7' }, query: {} });
  renderHook(() => useOwnPath(p, '/de/programm/%C3%BCber%20uns/7'));
  const plain = props({ params: { slug: 'nachtfaehre', id: '7' } });
  renderHook(() => useOwnPath(plain, '/de/programm/nachtfaehre/7'));
  expect(p.navigate).not.toHaveBeenCalled();
  expect(plain.navigate).not.toHaveBeenCalled();
});

test('the object of the previous address, still shown while the next loads, moves nothing', () => {
  const p = props({ params: { slug: 'lesung', id: '8' } });
  const { rerender } = renderHook(({ own }) => useOwnPath(p, own), { initialProps: { own: null as string | null } });
  rerender({ own: '/de/programm/nachtfaehre/7' });
  expect(p.navigate).not.toHaveBeenCalled();
});

test('the same object in the language just left, still shown while the switched page loads, moves nothing', () => {
  const p = props({ locale: 'en', routeName: 'magazine-tags-tag-id', params: { tag: 'poetry', id: '2' }, query: {} });
  renderHook(() => useOwnPath(p, '/de/magazin/tags/lyrik/2'));
  expect(p.navigate).not.toHaveBeenCalled();
});
