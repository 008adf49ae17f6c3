/**
 * A path's match, kept for the last `size` paths asked: react-router compiles a pattern
 * (matchPath) and flattens and ranks a route tree (matchRoutes) anew on every call, and one
 * document or one start-up asks for the same path many times. Matches are not to be changed.
 */
export function recentMatches<T>(match: (path: string) => T, size = 64): (path: string) => T {
  const kept = new Map<string, T>();
  return (path) => {
    if (kept.has(path)) return kept.get(path) as T;
    const value = match(path);
    if (kept.size >= size) kept.delete(kept.keys().next().value as string);
    kept.set(path, value);
    return value;
  };
}
