/**
 * The webpack settings shell and remotes have in common: TypeScript through swc, plain CSS
 * extracted to files, content-hashed names, and vendor chunks named after their package so
 * that a test can tell which file holds react-dom.
 */
const path = require('node:path');
const zlib = require('node:zlib');
const CompressionPlugin = require('compression-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');

const NODE_MODULES = /[\\/]node_modules[\\/]/;

/**
 * react-router's exports map offers only its development build, which keeps the developer
 * warnings (long messages) in a production bundle; its production build is the same code
 * without them.
 */
function reactRouterProductionBuild() {
  const packageDir = path.dirname(require.resolve('react-router/package.json'));
  return path.join(packageDir, 'dist', 'production', 'index.mjs');
}

/** "react-dom" for …/node_modules/.pnpm/react-dom@19…/node_modules/react-dom/cjs/…, else null. */
function vendorPackage(resource) {
  const parts = resource.split(/[\\/]node_modules[\\/]/);
  const last = parts[parts.length - 1] ?? '';
  const segments = last.split(/[\\/]/);
  const name = segments[0]?.startsWith('@') ? `${segments[0]}-${segments[1]}` : segments[0];
  return name ? name.replace(/^@/, '') : null;
}

/**
 * The federation runtime asks for a chunk's file name before hashes exist, only to learn the
 * folder depth; it gets the name without the hash then, the emitted file gets the hash.
 */
function hashedOnceKnown(pathData) {
  return pathData.chunk?.contentHash?.javascript ? '[name].[contenthash:10].js' : '[name].js';
}

/**
 * A brotli (.br) and a gzip (.gz) file beside each text file of a production build, compressed
 * once at their best, so that the servers send them as they are instead of compressing each
 * answer (the api's static routes and the nginx images).
 */
function precompressed() {
  const options = { test: /\.(js|css|html|json|svg|txt)$/, threshold: 1024, minRatio: 0.9 };
  return [
    new CompressionPlugin({ ...options, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 } }),
    new CompressionPlugin({
      ...options,
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
    }),
  ];
}

function commonConfig({ appDir, mode, publicPath }) {
  const production = mode !== 'development';
  return {
    mode: production ? 'production' : 'development',
    context: appDir,
    // No eval-based source maps: the Content-Security-Policy allows no eval, in development neither.
    // SOURCE_MAPS=1 adds them to a production build, to read a browser profile (README, Measurements).
    devtool: process.env.SOURCE_MAPS ? 'source-map' : production ? false : 'cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      publicPath,
      filename: production ? hashedOnceKnown : '[name].js',
      chunkFilename: production ? hashedOnceKnown : '[name].js',
      assetModuleFilename: 'assets/[name].[contenthash:10][ext]',
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs'],
      alias: production ? { 'react-router$': reactRouterProductionBuild() } : {},
    },
    module: {
      rules: [
        {
          test: /\.(ts|tsx)$/,
          exclude: NODE_MODULES,
          use: {
            loader: 'swc-loader',
            options: {
              jsc: {
                parser: { syntax: 'typescript', tsx: true },
                target: 'es2020',
                transform: { react: { runtime: 'automatic', development: !production } },
              },
            },
          },
        },
        {
          test: /\.css$/,
          use: [MiniCssExtractPlugin.loader, { loader: 'css-loader', options: { modules: false } }],
        },
      ],
    },
    optimization: {
      // HTML stays as written: the server fills the <!--head--> marker of the shell's page.
      minimizeOptions: { html: false },
      moduleIds: 'deterministic',
      chunkIds: 'deterministic',
      splitChunks: {
        chunks: 'async',
        cacheGroups: {
          // An app's CSS is one file (styles.<hash>.css), whichever of its chunks imports it:
          // split per chunk, a page needed a request per exposed module (often the same rules
          // twice under two names) and each request waited for a connection before the page
          // could paint.
          // Styles of what only loads on demand (files named *.lazy.css: an editor's forms and
          // dialogs) are one more file, fetched with the first chunk that needs them, so the
          // first paint's file stays small.
          lazyStyles: {
            type: 'css/mini-extract',
            test: /\.lazy\.css$/,
            name: 'styles-lazy',
            chunks: 'async',
            priority: 30,
            enforce: true,
          },
          styles: {
            type: 'css/mini-extract',
            name: 'styles',
            chunks: 'all',
            priority: 20,
            enforce: true,
          },
          // Every third-party package gets a chunk named after it (vendor-react-dom.<hash>.js).
          vendor: {
            test: NODE_MODULES,
            priority: 10,
            enforce: true,
            name: (module) => `vendor-${vendorPackage(module.resource ?? module.context ?? '') ?? 'misc'}`,
          },
        },
      },
    },
    plugins: [
      new MiniCssExtractPlugin({
        filename: production ? '[name].[contenthash:10].css' : '[name].css',
        chunkFilename: production ? '[name].[contenthash:10].css' : '[name].css',
      }),
      ...(production ? precompressed() : []),
    ],
    performance: { hints: false },
    // Plugins log notes through this logger, e.g. that a remote's manifest resolves chunks
    // relative to its own address: that is what publicPath 'auto' is for.
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
}

module.exports = { commonConfig };
