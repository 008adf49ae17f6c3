import { recentMatches } from '../recent-matches';

test('a path is matched once while it is among the last paths asked, again once dropped', () => {
  const match = jest.fn((path: string) => ({ path }));
  const kept = recentMatches(match, 2);
  const first = kept('/a');
  expect(kept('/a')).toBe(first);
  kept('/b');
  expect(match).toHaveBeenCalledTimes(2);
  kept('/c');
  kept('/a');
  expect(match).toHaveBeenCalledTimes(4);
  expect(match.mock.calls.map(([path]) => path)).toEqual(['/a', '/b', '/c', '/a']);
});

test('a path that matches nothing is kept too', () => {
  const match = jest.fn(() => null);
  const kept = recentMatches(match);
  expect(kept('/nowhere')).toBeNull();
  expect(kept('/nowhere')).toBeNull();
  expect(match).toHaveBeenCalledTimes(1);
});
