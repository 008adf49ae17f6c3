import { shortHash } from './cache-names';

/** What the pages last told the worker about the session (session-to-worker.ts sends it). */
export interface SessionMessage {
  type: 'session';
  /** A hash of the signed-in account, '' when nobody is signed in. */
  account: string;
  editor: boolean;
}

export interface SessionState {
  account: string;
  editor: boolean;
}

export function isSessionMessage(value: unknown): value is SessionMessage {
  if (typeof value !== 'object' || value === null) return false;
  const message = value as Record<string, unknown>;
  return message.type === 'session' && typeof message.account === 'string' && typeof message.editor === 'boolean';
}

/** Another account than the one whose visit filled the caches: what it kept must go. */
export function accountChanged(before: SessionState | null, after: SessionState): boolean {
  return before !== null && before.account !== '' && before.account !== after.account;
}

/** The account as the worker and the kept orders name it: a hash of its address, not the address. */
export function accountKey(email: string): string {
  return shortHash(email.trim().toLowerCase());
}
