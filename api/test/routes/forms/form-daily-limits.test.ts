import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { loadConfig } from '../../../src/config';
import { useTestApp } from '../../helpers/test-app';

/** Besides a minute's burst, one client's uploads and entries per day are bounded. */

const uploadDir = fs.mkdtempSync(path.join(os.tmpdir(), 'festival-daily-'));
const formLimits = { ...loadConfig({}).formLimits, uploadsPerDay: 3, entriesPerDay: 2 };
const t = useTestApp({ configOverrides: { uploadDir, formLimits } });
afterAll(() => fs.rmSync(uploadDir, { recursive: true, force: true }));

const CSRF = 'daily-limits-csrf-token-0123456789';
const csrf = { cookies: { csrftoken: CSRF }, headers: { 'x-csrftoken': CSRF } };
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000001e221bc330000000049454e44ae426082', 'hex');

function upload(remoteAddress: string) {
  const boundary = 'dailyboundary';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return t.app.inject({
    method: 'POST', url: '/api/temp-files/', payload, remoteAddress, cookies: csrf.cookies,
    headers: { ...csrf.headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
}

test('uploads past the daily number answer 429 with Retry-After; another client still uploads', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 4; i += 1) statuses.push((await upload('198.51.100.1')).statusCode);
  expect(statuses).toEqual([201, 201, 201, 429]);
  const refused = await upload('198.51.100.1');
  expect(refused.headers['retry-after']).toBeDefined();
  expect(refused.json()).toEqual({ detail: expect.any(String) });
  expect(await t.db.kysely.selectFrom('temp_files').select('id').execute()).toHaveLength(3);
  expect((await upload('198.51.100.2')).statusCode).toBe(201);
});

test('form entries past the daily number answer 429', async () => {
  const send = () => t.app.inject({ method: 'POST', url: '/api/forms-entries/', payload: { form: 99999, field_values: {} }, remoteAddress: '198.51.100.3', ...csrf });
  const statuses: number[] = [];
  for (let i = 0; i < 3; i += 1) statuses.push((await send()).statusCode);
  expect(statuses).toEqual([400, 400, 429]);
});
