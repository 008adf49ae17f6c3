import { safeNextPath } from '../safe-next-path';

test('a path of this site is kept with its query', () => {
  expect(safeNextPath('/de/ueber-uns?edit')).toBe('/de/ueber-uns?edit');
  expect(safeNextPath('/en/about-us')).toBe('/en/about-us');
});

test('anything that could lead to another site is refused', () => {
  for (const next of [undefined, '', 'https://evil.example/', '//evil.example/de', '/\\evil.example', 'javascript:alert(1)', 'de/ueber-uns']) {
    expect(safeNextPath(next)).toBeNull();
  }
});
