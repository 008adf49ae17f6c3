const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions } = require('./federation.js');
const { commonConfig } = require('./webpack-common.js');

/**
 * The webpack config of a remote: no standalone page (the shell mounts its parcels, found
 * through mf-manifest.json), so each remote only names itself and what it exposes.
 */
function remoteConfig({ appDir, name, exposes }) {
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
