import { readCookie, writeCookie } from '../cookies';

afterEach(() => {
  document.cookie.split(';').forEach((part) => {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; max-age=0; path=/`;
  });
});

test('reads one cookie among several', () => {
  expect(readCookie('csrftoken', 'a=1; csrftoken=abc; b=2')).toBe('abc');
  expect(readCookie('missing', 'a=1')).toBeNull();
});

test('a name that only prefixes another does not match', () => {
  expect(readCookie('cart', 'cartAmount=3')).toBeNull();
});

test('writes and reads back an encoded value', () => {
  writeCookie('locale', 'en');
  writeCookie('note', 'a b;c');
  expect(readCookie('locale')).toBe('en');
  expect(readCookie('note')).toBe('a b;c');
});
