import { diffTrees } from '../../../src/services/pageeditor/tree-diff';
import type { ModuleTree } from '../../../src/services/pageeditor/module-tree';

const text = (id: number, content: string) => ({ id, slug: `text-${id}`, model: 'Text' as const, content });
const section = (id: number, ...columns: ModuleTree[]) => ({
  id, slug: `section-${id}`, model: 'Section' as const, preset: 'halves',
  columns: columns.map((children, index) => ({ index, classes: 'col-12 col-lg-6', children })),
});

test('a module put into another column counts as moved; its section, whose columns changed, does not', () => {
  const from = [section(1, [text(2, 'a'), text(3, 'b')], [])];
  const to = [section(1, [text(3, 'b')], [text(2, 'a')])];
  expect(diffTrees(from, to)).toEqual([
    { id: 2, model: 'Text', change: 'moved', fields: [], before: { section_id: 1, column: 0, index: 0 }, after: { section_id: 1, column: 1, index: 0 } },
  ]);
});

test('of three modules put in reverse order, the fewest moves explain it; modules without ids are not compared', () => {
  const from = [text(1, 'a'), text(2, 'b'), text(3, 'c'), { slug: 'old', model: 'Text' as const, content: 'x' }];
  const to = [text(3, 'c'), text(2, 'b'), text(1, 'a')];
  const moved = diffTrees(from, to).map((change) => [change.id, change.change]);
  expect(moved).toHaveLength(2);
  expect(moved.every(([, change]) => change === 'moved')).toBe(true);
});

test('a removed section lists its own fields; the modules in it are removed too', () => {
  const changes = diffTrees([section(1, [text(2, 'a')], [])], []);
  expect(changes.map((change) => [change.id, change.change])).toEqual([[1, 'removed'], [2, 'removed']]);
  expect(changes[0]!.fields).toEqual([{ name: 'preset', before: 'halves', after: null }]);
});
