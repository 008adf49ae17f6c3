import type { PageModule } from '@festival/shared/api-schemas/content-modules';
import { locateModule, moveTargets } from '../model/module-moves';

const leaf = (id: number) => ({ id, slug: `text-${id}`, model: 'Text', content: '', anchor: '', decrease_distance: false }) as PageModule;
const modules = [
  leaf(1),
  {
    id: 2, slug: 'section-2', model: 'Section', image: null, image_obj: null, image_thumbnails: null, extra_class: '', preset: '33-33-33',
    background: 'none', decoration: 'none',
    columns: [{ index: 0, classes: '', children: [leaf(3), leaf(4)] }, { index: 1, classes: '', children: [] }, { index: 2, classes: '', children: [leaf(5)] }],
  } as PageModule,
  leaf(6),
];

test('a top-level module moves up and down the page', () => {
  expect(moveTargets(locateModule({ type: 'page', id: 9 }, modules, 1)!)).toEqual({ down: { parent: { type: 'page', id: 9 }, position: 1 } });
  expect(moveTargets(locateModule({ type: 'page', id: 9 }, modules, 6)!)).toEqual({ up: { parent: { type: 'page', id: 9 }, position: 1 } });
});

test('a module in a column moves within it and to the end of a neighbouring column', () => {
  expect(moveTargets(locateModule({ type: 'page', id: 9 }, modules, 3)!)).toEqual({
    down: { parent: { type: 'column', id: 2, column: 0 }, position: 1 },
    nextColumn: { parent: { type: 'column', id: 2, column: 1 }, position: 0 },
  });
  expect(moveTargets(locateModule({ type: 'page', id: 9 }, modules, 5)!)).toEqual({
    previousColumn: { parent: { type: 'column', id: 2, column: 1 }, position: 0 },
  });
});

test('a module the page lacks has no location', () => {
  expect(locateModule({ type: 'page', id: 9 }, modules, 42)).toBeNull();
});
