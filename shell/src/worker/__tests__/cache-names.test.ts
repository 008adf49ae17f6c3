import { cacheNames, isEarlierCacheOf, isOutdatedCache } from '../cache-names';
import { accountChanged, accountKey } from '../session-state';

const first = cacheNames([{ url: '/main.aaaaaaaa11.js', revision: null }]);
const second = cacheNames([{ url: '/main.bbbbbbbb22.js', revision: null }]);

test('each deployment has its own page and api caches; the files cache outlives deployments', () => {
  expect(first.pages).not.toBe(second.pages);
  expect(first.api).not.toBe(second.api);
  expect(first.files).toBe(second.files);
  expect(cacheNames([{ url: '/main.aaaaaaaa11.js', revision: null }])).toEqual(first);
});

test('a new deployment deletes the caches of the one before and of the worker before Workbox, nothing else', () => {
  expect(isOutdatedCache(first.pages, second)).toBe(true);
  expect(isOutdatedCache(first.api, second)).toBe(true);
  expect(isOutdatedCache('festival-assets-v1', second)).toBe(true);
  expect(isOutdatedCache(second.files, second)).toBe(false);
  expect(isOutdatedCache('workbox-precache-v2-https://festival.example/', second)).toBe(false);
  expect(isEarlierCacheOf(first.pages, second.pages)).toBe(true);
  expect(isEarlierCacheOf(first.api, second.pages)).toBe(false);
  expect(isEarlierCacheOf(second.pages, second.pages)).toBe(false);
});

test('only a change from one signed-in account to anything else empties the caches', () => {
  const a = accountKey('Ada@example.org');
  expect(a).toBe(accountKey(' ada@example.org'));
  expect(accountChanged({ account: '', editor: false }, { account: a, editor: false })).toBe(false);
  expect(accountChanged({ account: a, editor: false }, { account: a, editor: true })).toBe(false);
  expect(accountChanged({ account: a, editor: false }, { account: '', editor: false })).toBe(true);
  expect(accountChanged({ account: a, editor: false }, { account: accountKey('bob@example.org'), editor: false })).toBe(true);
});
