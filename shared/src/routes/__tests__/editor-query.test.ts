import { queryToggling } from '../editor-query';

test('switching edit mode on and off keeps the other parameters', () => {
  expect(queryToggling({ room: '2' }, 'edit', true)).toBe('?room=2&edit=1');
  expect(queryToggling({ room: '2', edit: '1' }, 'edit', false)).toBe('?room=2');
  expect(queryToggling({ edit: '1' }, 'edit', false)).toBe('');
});

test('hiding the toolbar adds noToolbar', () => {
  expect(queryToggling({}, 'noToolbar', true)).toBe('?noToolbar=1');
});
