const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions } = require('@festival/shared/build/federation.js');
const { commonConfig } = require('@festival/shared/build/webpack-common.js');

/** A remote without a standalone page: the shell mounts its parcels, found through mf-manifest.json. */
module.exports = (_env, argv) => {
  const config = commonConfig({ appDir: __dirname, mode: argv.mode, publicPath: 'auto' });
  return {
    ...config,
    entry: {},
    plugins: [
      ...config.plugins,
      new ModuleFederationPlugin({
        name: 'mf_editor',
        filename: 'remoteEntry.js',
        exposes: {
          './editor-toolbar': './src/expose/editor-toolbar.tsx',
          './cms-hub': './src/expose/cms-hub.tsx',
        },
        manifest: { fileName: 'mf-manifest.json' },
        // A remote never loads remotes itself (the shell's runtime does), so its entry can leave
        // out the remote and manifest-snapshot code of the runtime.
        experiments: { optimization: { disableRemote: true, disableSnapshot: true, target: 'web' } },
        ...federationOptions(__dirname),
      }),
    ],
  };
};
