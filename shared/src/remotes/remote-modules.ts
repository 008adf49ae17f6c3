import { REMOTES } from '../../build/remotes.js';

export type RemoteName = keyof typeof REMOTES;
export type RemoteModuleId = { [R in RemoteName]: `${R}/${(typeof REMOTES)[R]['exposes'][number]}` }[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/** The folder of a remote's package and build, also its URL segment under /remotes/. */
export function remoteFolder(name: RemoteName): string {
  return REMOTES[name].folder;
}

export function remoteOf(id: RemoteModuleId): RemoteName {
  return id.slice(0, id.indexOf('/')) as RemoteName;
}
