/**
 * Module federation settings every webpack config (shell and remotes) imports, so that
 * all apps agree on the shared singletons (architecture: module federation contract).
 */
const fs = require('node:fs');
const path = require('node:path');

/**
 * Packages loaded once per page; a subpath takes its version from its package.
 * react-router is not among them: parcels render in their own React roots without router
 * context, and a shared package cannot be tree-shaken (all of react-router is 59 KB gzip,
 * the shell's declarative routing about a sixth of it). Remotes reach its matchPath and
 * generatePath only through the shared route table.
 */
const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/client',
  'react/jsx-runtime',
  'zustand',
  'i18next',
  'react-i18next',
  'dayjs',
  'single-spa',
];

const SHARED_PACKAGE = '@festival/shared';

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The `shared` option of ModuleFederationPlugin for the app whose package.json is in appDir. */
function sharedSingletons(appDir) {
  const { dependencies = {} } = readJson(path.join(appDir, 'package.json'));
  const sharedVersion = readJson(path.join(__dirname, '..', 'package.json')).version;
  const shared = {};
  for (const request of SINGLETONS) {
    const requiredVersion = dependencies[packageOf(request)];
    if (!requiredVersion) throw new Error(`${appDir}/package.json lacks ${packageOf(request)}, a shared singleton`);
    shared[request] = { singleton: true, requiredVersion };
  }
  // The trailing slash shares every subpath (@festival/shared/stores/session-store, …) one by one.
  shared[`${SHARED_PACKAGE}/`] = {
    singleton: true,
    requiredVersion: `^${sharedVersion}`,
    version: sharedVersion,
    packageName: SHARED_PACKAGE,
  };
  return shared;
}

/** Options every ModuleFederationPlugin instance gets, host or remote. */
function federationOptions(appDir) {
  return {
    shared: sharedSingletons(appDir),
    // A remote that fails to start must never block the shell: use whatever copy is already loaded.
    shareStrategy: 'loaded-first',
    // Builds are offline and deterministic: no type archives.
    dts: false,
  };
}

module.exports = { federationOptions };
