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
const SHARED_SRC = path.join(__dirname, '..', 'src');

/**
 * The modules of @festival/shared that must exist once per page: those holding page-wide state
 * (every zustand store, the remote loader registry, the i18next instance, the React context
 * shared components read), the date formatting that installs plugins and the de locale into
 * the dayjs singleton, and the route table, the remotes' only way to react-router's path
 * functions (a remote's own react-router copy would weigh 12 KB gzip: it does not tree-shake).
 * Everything else in the package is pure and is bundled and tree-shaken into each app; sharing
 * it one subpath at a time cost the shell some thirty extra chunks at start-up.
 */
/**
 * Modules of the stores folder that hold no state of their own: a factory of per-list stores and
 * two hooks over other stores. Shared, each cost a remote one more look-up in the federation
 * runtime as its page started (about 1 ms on this machine, three on a mid-tier phone).
 */
const STATELESS_STORE_MODULES = ['stores/paged-list-store', 'stores/use-paged-list', 'stores/use-shop-offline'];

function sharedPackageModules() {
  const stores = fs
    .readdirSync(path.join(SHARED_SRC, 'stores'))
    .filter((file) => /\.tsx?$/.test(file))
    .map((file) => `stores/${file.replace(/\.tsx?$/, '')}`)
    .filter((module) => !STATELESS_STORE_MODULES.includes(module));
  return [...stores, 'remotes/remote-registry', 'i18n/i18n-instance', 'ui/app-context', 'format/dates', 'routes/route-table'];
}

function readJson(file) {
  return JSON.parse(fs.readFileSync(file, 'utf8'));
}

function packageOf(request) {
  const parts = request.split('/');
  return request.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The npm packages of the shared singletons: every page loads them. */
const SINGLETON_PACKAGES = [...new Set(SINGLETONS.map(packageOf))];

/** The `shared` option of ModuleFederationPlugin for the app whose package.json is in appDir. */
function sharedSingletons(appDir) {
  const { dependencies = {} } = readJson(path.join(appDir, 'package.json'));
  const sharedVersion = readJson(path.join(__dirname, '..', 'package.json')).version;
  const shared = {};
  for (const request of SINGLETONS) {
    if (!dependencies[packageOf(request)]) throw new Error(`${appDir}/package.json lacks ${packageOf(request)}, a shared singleton`);
    // No range for the browser to check: the runtime parsed one per module and app at start-up
    // (4-22 ms of a programme page's main thread in CPU profiles), and only warned in the console. The
    // manifest still declares a caret on the built version; the api compares those with the
    // shell's versions when it reads a remote's manifest, and logs a mismatch
    // (api/src/documents/remotes/singleton-versions.ts).
    shared[request] = { singleton: true, requiredVersion: false };
  }
  for (const module of sharedPackageModules()) {
    shared[`${SHARED_PACKAGE}/${module}`] = {
      singleton: true,
      // Every app is built from the same workspace version of the package: a range could never fail.
      requiredVersion: false,
      version: sharedVersion,
      packageName: SHARED_PACKAGE,
    };
  }
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

module.exports = { federationOptions, sharedPackageModules, SINGLETON_PACKAGES };
