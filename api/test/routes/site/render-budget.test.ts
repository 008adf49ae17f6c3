import { loadConfig } from '../../../src/config';
import { useWorkspaceTestApp } from '../../helpers/fake-workspace';

// A built-looking workspace, so documents are rendered from the shell's template.
const t = useWorkspaceTestApp({ renderLimits: { ...loadConfig({}).renderLimits, perClient: 3, windowMs: 60_000 } });

const fromAddress = (remoteAddress: string, url: string) => t.app.inject({ url, remoteAddress });
const day = (n: number) => `${String(n).padStart(2, '0')}-12-2026`;

test('a client asking for new documents past its budget gets 503 with Retry-After; another address is answered', async () => {
  const now = new Date('2026-12-04T12:00:10Z');
  t.setNow(now);
  for (let n = 1; n <= 3; n += 1) expect((await fromAddress('203.0.113.5', `/de/programm?date=${day(n)}`)).statusCode).toBe(200);
  const refused = await fromAddress('203.0.113.5', `/de/programm?date=${day(4)}`);
  expect(refused.statusCode).toBe(503);
  expect(refused.headers['retry-after']).toBe('50');
  expect(refused.json()).toEqual({ detail: expect.any(String) });
  expect((await fromAddress('203.0.113.6', `/de/programm?date=${day(5)}`)).statusCode).toBe(200);
  // A kept document costs no render: the refused client still gets the pages others asked for.
  expect((await fromAddress('203.0.113.5', `/de/programm?date=${day(5)}`)).statusCode).toBe(200);
});

test('parameters no page reads do not spend the budget', async () => {
  t.setNow(new Date('2026-12-04T12:05:00Z'));
  for (let n = 1; n <= 10; n += 1) expect((await fromAddress('203.0.113.7', `/de/programm?date=${day(10)}&x=${n}`)).statusCode).toBe(200);
});
