import { useTestApp } from '../../helpers/test-app';

const t = useTestApp();

test('search and autocomplete allow 60 requests a minute per IP, then 429', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 60; i += 1) {
    statuses.push((await t.app.inject({ url: '/de/api/search/autocomplete/?query=lit', remoteAddress: '10.0.0.1' })).statusCode);
  }
  expect(statuses.every((s) => s === 200)).toBe(true);
  const limited = await t.app.inject({ url: '/de/api/search/autocomplete/?query=lit', remoteAddress: '10.0.0.1' });
  expect(limited.statusCode).toBe(429);
  expect(limited.json()).toEqual({ detail: expect.any(String) });
  const otherClient = await t.app.inject({ url: '/de/api/search/autocomplete/?query=lit', remoteAddress: '10.0.0.2' });
  expect(otherClient.statusCode).toBe(200);
  expect((await t.app.inject({ url: '/de/api/search/?query=lit', remoteAddress: '10.0.0.3' })).headers['x-ratelimit-limit']).toBe('60');
});
