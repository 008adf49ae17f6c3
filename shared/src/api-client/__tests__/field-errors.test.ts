import { ApiError } from '../api-client';
import { fieldErrorsOf, normaliseFieldPath } from '../field-errors';

const answer = (status: number, body: unknown) => new ApiError(status, (body as { detail: string }).detail, body);

test('a write refused by the shared rules: every field with its key, the first with the api\'s text', () => {
  const parsed = fieldErrorsOf(answer(400, {
    detail: 'headline: At most 120 characters.', field: 'headline',
    errors: [{ field: 'headline', message: 'maxLength' }, { field: 'items.0.image', message: 'required' }],
  }));
  expect(parsed.general).toBe('headline: At most 120 characters.');
  expect(parsed.messages).toEqual([
    { field: 'headline', message: 'maxLength', text: 'At most 120 characters.' },
    { field: 'items.0.image', message: 'required' },
  ]);
  expect(parsed.byField).toEqual({ headline: ['maxLength'], 'items.0.image': ['required'] });
});

test('a refused form entry: a summary, and each slug with its texts (several for one field)', () => {
  const parsed = fieldErrorsOf(answer(400, {
    detail: 'Please check the marked fields.', field: 'name',
    errors: [{ field: 'name', message: 'This field is required!' }, { field: 'email', message: 'Invalid e-mail address!' }, { field: 'email', message: 'Too long.' }],
  }));
  expect(parsed.general).toBe('Please check the marked fields.');
  expect(parsed.byField).toEqual({ name: ['This field is required!'], email: ['Invalid e-mail address!', 'Too long.'] });
  expect(parsed.messages[0]).not.toHaveProperty('text');
});

test('one named field without a list (409, 413) carries the detail as its message and text', () => {
  const parsed = fieldErrorsOf(answer(413, { detail: 'The file is larger than 10 MB.', field: 'file' }));
  expect(parsed.messages).toEqual([{ field: 'file', message: 'The file is larger than 10 MB.', text: 'The file is larger than 10 MB.' }]);
  expect(parsed.byField).toEqual({ file: ['The file is larger than 10 MB.'] });
});

test('paths are dotted as react-hook-form names them, and values come along', () => {
  expect(normaliseFieldPath('/seat_groups/0/capacity')).toBe('seat_groups.0.capacity');
  expect(normaliseFieldPath('seat_groups[0].capacity')).toBe('seat_groups.0.capacity');
  const parsed = fieldErrorsOf(answer(400, { detail: 'x', field: '/seat_groups/0/capacity', errors: [{ field: '/seat_groups/0/capacity', message: 'min', values: { min: 1 } }] }));
  expect(parsed.messages).toEqual([{ field: 'seat_groups.0.capacity', message: 'min', values: { min: 1 } }]);
});

test('an answer without fields, and a failure that is no answer, give the general line only', () => {
  expect(fieldErrorsOf(answer(404, { detail: 'Not found.' }))).toEqual({ general: 'Not found.', byField: {}, messages: [{ field: null, message: 'Not found.' }] });
  expect(fieldErrorsOf(new Error('offline'))).toEqual({ general: 'offline', byField: {}, messages: [{ field: null, message: 'offline' }] });
});
