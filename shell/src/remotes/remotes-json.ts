import { REMOTE_NAMES, type RemoteName } from '@festival/shared/remotes/remote-modules';

/** Where each remote's manifest lives right now (architecture: the shell learns it at run time). */
export type RemotesJson = Partial<Record<RemoteName, string>>;

export const REMOTES_JSON_PATH = '/remotes.json';

export async function fetchRemotesJson(fetchImpl: typeof fetch = (input, init) => fetch(input, init)): Promise<RemotesJson> {
  const response = await fetchImpl(REMOTES_JSON_PATH, { cache: 'no-cache', credentials: 'same-origin' });
  if (!response.ok) throw new Error(`${REMOTES_JSON_PATH} answered ${response.status}`);
  const body = (await response.json()) as Record<string, unknown>;
  const remotes: RemotesJson = {};
  for (const name of REMOTE_NAMES) {
    const entry = body[name];
    if (typeof entry === 'string' && entry) remotes[name] = entry;
  }
  return remotes;
}
