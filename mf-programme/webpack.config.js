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
        name: 'mf_programme',
        filename: 'remoteEntry.js',
        exposes: {
          './programme-page': './src/expose/programme-page.tsx',
          './event-detail': './src/expose/event-detail.tsx',
          './event-overlay': './src/expose/event-overlay.tsx',
          './productions-page': './src/expose/productions-page.tsx',
          './production-detail': './src/expose/production-detail.tsx',
          './authors-page': './src/expose/authors-page.tsx',
          './author-detail': './src/expose/author-detail.tsx',
          './venue-detail': './src/expose/venue-detail.tsx',
          './series-detail': './src/expose/series-detail.tsx',
          './event-list-module': './src/expose/event-list-module.tsx',
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
