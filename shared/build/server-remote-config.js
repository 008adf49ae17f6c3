const path = require('node:path');
const webpack = require('webpack');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { REMOTES } = require('./remotes.js');
const { serverModuleRules } = require('./server-module-rules.js');

/** Named by its content, so that the api sees a new build in the manifest. */
const ENTRY_FILENAME = 'remoteEntry.[contenthash:10].js';

/** `./<parcel>` → `./src/expose/<parcel>.server.tsx` for each server expose the remote lists in remotes.js. */
function serverExposesOf(name) {
  const remote = REMOTES[name];
  if (!remote) throw new Error(`${name} is not a remote of shared/build/remotes.js`);
  return Object.fromEntries((remote.serverExposes ?? []).map((parcel) => [`./${parcel}`, `./src/expose/${parcel}.server.tsx`]));
}

/**
 * LimitChunkCountPlugin may keep an expose's chunk and fold the container's entry chunk into it;
 * the kept chunk takes the entry's name, but compilation.namedChunks still points at the folded
 * one, where the manifest plugin finds no file. This points each name at the chunk that has it.
 */
class NamedChunksAfterMerge {
  apply(compiler) {
    compiler.hooks.thisCompilation.tap('NamedChunksAfterMerge', (compilation) => {
      compilation.hooks.afterOptimizeChunks.tap('NamedChunksAfterMerge', (chunks) => {
        for (const chunk of chunks) if (chunk.name) compilation.namedChunks.set(chunk.name, chunk);
      });
    });
  }
}

/**
 * The Node federation container of a remote, built beside its browser build into dist-server:
 * the api loads it through the federation runtime to render the route's slot. It shares
 * nothing (only HTML strings and JSON leave it, so it bundles its own React) and is one file,
 * remoteEntry.<hash>.js, so that it loads from a file or an http address alike with no chunk loading.
 * Not minified: it is never downloaded by browsers, and the build stays quick.
 */
function serverRemoteConfig({ appDir, name }) {
  const exposes = serverExposesOf(name);
  return (_env, argv) => {
    const production = argv.mode !== 'development';
    return {
      name: 'server',
      mode: production ? 'production' : 'development',
      target: 'async-node',
      context: appDir,
      devtool: false,
      entry: {},
      // The one chunk left may be the container's or an expose's that absorbed it (which of the two
      // LimitChunkCountPlugin keeps depends on their sizes): both are named as the container entry.
      output: { path: path.join(appDir, 'dist-server'), publicPath: 'auto', filename: ENTRY_FILENAME, chunkFilename: ENTRY_FILENAME, clean: true },
      resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
      module: { rules: serverModuleRules(production) },
      optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic', chunkIds: 'deterministic' },
      plugins: [
        new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
        new NamedChunksAfterMerge(),
        new webpack.DefinePlugin({ 'process.env.NODE_ENV': JSON.stringify(production ? 'production' : 'development') }),
        new ModuleFederationPlugin({
          name,
          filename: ENTRY_FILENAME,
          library: { type: 'commonjs-module' },
          exposes,
          manifest: { fileName: 'mf-manifest.json' },
          shared: {},
          dts: false,
        }),
      ],
      performance: { hints: false },
      infrastructureLogging: { level: 'error' },
      stats: 'errors-warnings',
    };
  };
}

module.exports = { serverRemoteConfig, serverExposesOf };
