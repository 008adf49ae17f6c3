const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { InjectManifest } = require('workbox-webpack-plugin');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { federationOptions, SINGLETON_PACKAGES } = require('@festival/shared/build/federation.js');
const { commonConfig } = require('@festival/shared/build/webpack-common.js');
const serverConfig = require('./webpack.server.js');

/** Third-party packages the shell loads on every page before it hydrates: the singletons and what runs them. */
const STARTUP_PACKAGES = new RegExp(
  `[\\\\/]node_modules[\\\\/](${[...SINGLETON_PACKAGES, 'scheduler', 'react-router', '@module-federation'].join('|')})[\\\\/]`,
);

/** The modules of app/ that load a page's code on demand (React.lazy). */
const PAGE_LOADERS = /[\\/]shell[\\/]src[\\/]app[\\/]route(?:s|-views)\.tsx$/;

/** A chunk that only a page loader asks for. */
function isOnDemandPage(chunk) {
  const origins = [...chunk.groupsIterable].flatMap((group) => group.origins);
  return origins.length > 0 && origins.every((origin) => PAGE_LOADERS.test(origin.module?.resource ?? ''));
}

/** The host: remotes are found at run time through /remotes.json, never at build time. */
const browserConfig = (_env, argv) => {
  const config = commonConfig({ appDir: __dirname, mode: argv.mode, publicPath: '/' });
  return {
    ...config,
    name: 'browser',
    entry: { main: './src/index.ts' },
    optimization: {
      ...config.optimization,
      splitChunks: {
        ...config.optimization.splitChunks,
        cacheGroups: {
          ...config.optimization.splitChunks.cacheGroups,
          // The shell's code from @festival/shared in one chunk: each shared module (stores, i18n
          // instance, route table, …) was a chunk of its own, and webpack's 20 KB minimum had
          // copied their common dependencies (api client, cookies, locale list) into each.
          workspace: {
            test: /[\\/]shared[\\/]src[\\/]/,
            name: 'workspace',
            // Not the pages loaded on demand (search, forms, account, dashboard): what only they
            // use stays in their chunks instead of every page's start-up.
            chunks: (chunk) => !isOnDemandPage(chunk),
            enforce: true,
          },
          // The packages every page starts with in one file: as a chunk each, their eleven script
          // elements and federation share look-ups made the app's start-up task long (Chromium
          // spends about a millisecond inserting each script).
          startupVendors: {
            test: STARTUP_PACKAGES,
            name: 'vendor-startup',
            priority: 15,
            enforce: true,
          },
        },
      },
    },
    plugins: [
      ...config.plugins,
      new ModuleFederationPlugin({
        name: 'shell',
        remotes: {},
        // Browser only: leaves the runtime's Node.js loading code out of the entry.
        experiments: { optimization: { target: 'web' } },
        // From the first shared module the shell looks up, before /remotes.json names any remote.
        runtimePlugins: [path.join(__dirname, 'src/runtime-plugins/yield-plugin.ts')],
        ...federationOptions(__dirname),
      }),
      new HtmlWebpackPlugin({
        template: path.join(__dirname, 'src/index.html'),
        favicon: path.join(__dirname, 'src/favicon.svg'),
        // The server fills <title> and the <!--head--> marker; scripts are placed by the template.
        inject: false,
        minify: false,
      }),
      // The service worker (/sw.js): its own file, never part of a page's start-up, with the
      // list of this build's files to precache. The shell's code only: the pages the server
      // renders, the build's internals and the compressed copies are not precached.
      ...(argv.mode === 'production' ? [new InjectManifest({
        swSrc: path.join(__dirname, 'src/worker/sw.ts'),
        swDest: 'sw.js',
        include: [/\.(?:js|css)$/],
        exclude: [/^sw\.js$/, /\.LICENSE\.txt$/, /^remoteEntry\.js$/],
        maximumFileSizeToCacheInBytes: 1024 * 1024,
      })] : []),
    ],
  };
};

/** One webpack run builds both: the browser's files into dist, the server render into dist-server. */
module.exports = (env, argv) => [browserConfig(env, argv), serverConfig(env, argv)];
