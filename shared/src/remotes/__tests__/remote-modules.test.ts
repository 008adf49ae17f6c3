/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteFolder } from '../remote-modules';
import { REMOTES } from '../../../build/remotes.js';

const workspaceRoot = path.resolve(__dirname, '..', '..', '..', '..');

function exposeFiles(name: (typeof REMOTE_NAMES)[number], suffix: string): string[] {
  const exposeDir = path.join(workspaceRoot, remoteFolder(name), 'src', 'expose');
  return fs.readdirSync(exposeDir).filter((file) => file.endsWith(suffix)).map((file) => file.slice(0, -suffix.length)).sort();
}

// The webpack configs expose src/expose/<parcel>.tsx for each listed parcel: the list and the files agree.
test.each(REMOTE_NAMES)('%s exposes exactly the parcels remotes.js lists', (name) => {
  const browserFiles = exposeFiles(name, '.tsx').filter((file) => !file.endsWith('.server'));
  expect(browserFiles).toEqual([...REMOTES[name].exposes].sort());
});

// Its server build exposes src/expose/<parcel>.server.tsx for each parcel listed as a server expose.
test.each(REMOTE_NAMES)('%s has a server expose for exactly the parcels remotes.js lists as such', (name) => {
  const listed: readonly string[] = (REMOTES[name] as { serverExposes?: readonly string[] }).serverExposes ?? [];
  expect(exposeFiles(name, '.server.tsx')).toEqual([...listed].sort());
  for (const parcel of listed) expect(REMOTES[name].exposes).toContain(parcel);
});
