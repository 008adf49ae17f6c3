import { renderHook } from '@testing-library/react';
import { bodyClassFor, useBodyClass } from '../body-class';

test('CMS pages carry "page", event detail pages "non-cms-page", other routes nothing (spec §2)', () => {
  expect(bodyClassFor('/de')).toBe('page');
  expect(bodyClassFor('/en/impressum')).toBe('page');
  expect(bodyClassFor('/de/festival/team')).toBe('page');
  expect(bodyClassFor('/de/programm/lesung/12')).toBe('non-cms-page');
  expect(bodyClassFor('/de/programm')).toBeNull();
  expect(bodyClassFor('/en/magazine')).toBeNull();
  expect(bodyClassFor('/webshop/cart')).toBeNull();
});

test('the class follows the path and leaves with it', () => {
  const { rerender, unmount } = renderHook(({ path }) => useBodyClass(path), { initialProps: { path: '/de' } });
  expect(document.body).toHaveClass('page');
  rerender({ path: '/de/programm/lesung/12' });
  expect(document.body).not.toHaveClass('page');
  expect(document.body).toHaveClass('non-cms-page');
  unmount();
  expect(document.body.className).toBe('');
});
