/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { REMOTE_NAMES, remoteFolder } from '../remote-modules';
import { REMOTES } from '../../../build/remotes.js';

const workspaceRoot = path.resolve(__dirname, '..', '..', '..', '..');

// The webpack configs expose src/expose/<parcel>.tsx for each listed parcel: the list and the files agree.
test.each(REMOTE_NAMES)('%s exposes exactly the parcels remotes.js lists', (name) => {
  const exposeDir = path.join(workspaceRoot, remoteFolder(name), 'src', 'expose');
  const files = fs.readdirSync(exposeDir).filter((file) => file.endsWith('.tsx')).map((file) => file.replace(/\.tsx$/, ''));
  expect([...files].sort()).toEqual([...REMOTES[name].exposes].sort());
});
