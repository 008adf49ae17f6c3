import { shopResources } from '../shop-resources';
import { webshopResources } from '../webshop-resources';

function keys(tree: Record<string, unknown>, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    value && typeof value === 'object' ? keys(value as Record<string, unknown>, `${prefix}${key}.`) : [`${prefix}${key}`]).sort();
}

test.each([['shop', shopResources], ['webshop', webshopResources]] as const)('every %s string exists in de and en', (_name, resources) => {
  expect(keys(resources.en)).toEqual(keys(resources.de));
});
