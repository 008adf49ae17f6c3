import { queryToggling, versionAddress } from '../editor-query';

test('switching edit mode on and off keeps the other parameters', () => {
  expect(queryToggling({ room: '2' }, 'edit', true)).toBe('?room=2&edit=1');
  expect(queryToggling({ room: '2', edit: '1' }, 'edit', false)).toBe('?room=2');
  expect(queryToggling({ edit: '1' }, 'edit', false)).toBe('');
});

test('hiding the toolbar adds noToolbar', () => {
  expect(queryToggling({}, 'noToolbar', true)).toBe('?noToolbar=1');
});

test('a stored version keeps edit mode, and the way back to the page keeps it too', () => {
  expect(versionAddress('/de/agb', 7, true)).toBe('/de/agb?edit=1&v=7');
  expect(versionAddress('/de/agb', 7, false)).toBe('/de/agb?v=7');
  expect(versionAddress('/de/agb', null, true)).toBe('/de/agb?edit=1');
  expect(versionAddress('/de/agb', null, false)).toBe('/de/agb');
});
