const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions } = require('./federation.js');
const { commonConfig } = require('./webpack-common.js');
const { REMOTES } = require('./remotes.js');

/** `./<parcel>` → `./src/expose/<parcel>.tsx` for each parcel the remote lists in remotes.js. */
function exposesOf(name) {
  const remote = REMOTES[name];
  if (!remote) throw new Error(`${name} is not a remote of shared/build/remotes.js`);
  return Object.fromEntries(remote.exposes.map((parcel) => [`./${parcel}`, `./src/expose/${parcel}.tsx`]));
}

/**
 * The webpack config of a remote: no standalone page (the shell mounts its parcels, found
 * through mf-manifest.json), so each remote only names itself; what it exposes is in remotes.js.
 */
function remoteConfig({ appDir, name }) {
  const exposes = exposesOf(name);
  return (_env, argv) => {
    const config = commonConfig({ appDir, mode: argv.mode, publicPath: 'auto' });
    return {
      ...config,
      entry: {},
      plugins: [
        ...config.plugins,
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          manifest: { fileName: 'mf-manifest.json' },
          // A remote never loads remotes itself (the shell's runtime does), so its entry can leave
          // out the remote and manifest-snapshot code of the runtime.
          experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
          ...federationOptions(appDir),
        }),
      ],
    };
  };
}

module.exports = { remoteConfig };
