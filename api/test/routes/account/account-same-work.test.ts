import { scrypt } from 'node:crypto';
import { useTestApp } from '../../helpers/test-app';
import { send } from './account-fixtures';

/**
 * Sign-in and sign-up do the same work whether or not an address has an account, so their time
 * does not tell (48 ms of scrypt against 2 ms of lookup did). Counted in key derivations, not in
 * milliseconds: every scrypt call of the app goes through this spy (jest hoists the mock above the imports).
 */
jest.mock('node:crypto', () => {
  const actual = jest.requireActual<typeof import('node:crypto')>('node:crypto');
  return { ...actual, scrypt: jest.fn(actual.scrypt) };
});

const t = useTestApp({ seed: false });
const scryptCalls = () => (scrypt as unknown as jest.Mock).mock.calls.length;
const ADA = { email: 'ada@example.org', password: 'analytical-engine', first_name: 'Ada', last_name: 'Lovelace' };

async function derivationsFor(call: () => Promise<{ statusCode: number }>): Promise<{ status: number; derivations: number }> {
  const before = scryptCalls();
  const { statusCode } = await call();
  return { status: statusCode, derivations: scryptCalls() - before };
}

beforeAll(async () => {
  expect((await send(t.app, 'POST', '/api/account/signup/', ADA)).statusCode).toBe(202);
});

test('sign-in derives one key for an unknown address, as for a known one with a wrong password', async () => {
  const unknown = await derivationsFor(() => send(t.app, 'POST', '/api/account/login/', { email: 'nobody@example.org', password: 'whatever-it-is' }));
  const wrong = await derivationsFor(() => send(t.app, 'POST', '/api/account/login/', { email: ADA.email, password: 'whatever-it-is' }));
  expect(unknown).toEqual({ status: 401, derivations: 1 });
  expect(wrong).toEqual({ status: 401, derivations: 1 });
});

test('sign-up hashes the password whether or not the address has an account', async () => {
  const taken = await derivationsFor(() => send(t.app, 'POST', '/api/account/signup/', ADA));
  const fresh = await derivationsFor(() => send(t.app, 'POST', '/api/account/signup/', { ...ADA, email: 'grace@example.org' }));
  expect(taken).toEqual({ status: 202, derivations: 1 });
  expect(fresh).toEqual({ status: 202, derivations: 1 });
});
