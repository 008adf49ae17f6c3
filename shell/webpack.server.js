const path = require('node:path');
const webpack = require('webpack');
const { serverModuleRules } = require('@festival/shared/build/server-module-rules.js');

/**
 * The shell's Node build beside its browser build: one file, dist-server/render-shell.js, whose
 * renderShell gives the inner HTML of #root (src/server/render-shell.tsx). The api requires it.
 * Not minified: no browser downloads it, and the build stays quick.
 */
module.exports = (_env, argv) => {
  const production = argv.mode !== 'development';
  return {
    name: 'server',
    mode: production ? 'production' : 'development',
    target: 'node20',
    context: __dirname,
    devtool: false,
    entry: { 'render-shell': './src/server/render-shell.tsx' },
    output: {
      path: path.join(__dirname, 'dist-server'),
      filename: '[name].js',
      library: { type: 'commonjs2' },
      clean: true,
    },
    resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs'] },
    module: { rules: serverModuleRules(production) },
    optimization: { minimize: false, splitChunks: false, moduleIds: 'deterministic' },
    // Lazy pages are in the same file: the render waits for no chunk loading.
    plugins: [new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 })],
    performance: { hints: false },
    infrastructureLogging: { level: 'error' },
    stats: 'errors-warnings',
  };
};
