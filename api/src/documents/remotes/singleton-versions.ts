import semver from 'semver';

/** A shared module as a build's mf-manifest.json lists it. */
export interface SharedModule {
  name: string;
  version: string;
  singleton?: boolean;
  /** The range the build declares, a caret on its own copy's version (shared/build/federation.js). */
  requiredVersion?: string;
}

/**
 * A page runs one copy of each shared singleton, the first loaded (the shell's), and the browser
 * compares no versions: the federation runtime's semver parse took a phone's main thread at
 * start-up (shared/build/federation.js). The comparison is made here instead, where an operator
 * reads it: the remote's singletons whose declared range the shell's copy does not satisfy.
 */
export function unsatisfiedSingletons(shell: readonly SharedModule[], remote: readonly SharedModule[]): string[] {
  const provided = new Map(shell.map((module) => [module.name, module.version]));
  return remote.flatMap((module) => {
    const version = provided.get(module.name);
    const range = module.requiredVersion;
    if (!module.singleton || !version || !range || !semver.validRange(range)) return [];
    return semver.satisfies(version, range) ? [] : [`${module.name} ${range} (the shell's is ${version})`];
  });
}
