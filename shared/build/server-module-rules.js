const path = require('node:path');

/**
 * The module rules of a Node build (the shell's renderer, each remote's server container):
 * TypeScript through swc for the Node version the api runs on; stylesheets are the browser
 * build's, so here they become empty modules.
 */
function serverModuleRules(production) {
  return [
    {
      test: /\.(ts|tsx)$/,
      exclude: /[\\/]node_modules[\\/]/,
      use: {
        loader: 'swc-loader',
        options: {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            target: 'es2022',
            transform: { react: { runtime: 'automatic', development: !production } },
          },
        },
      },
    },
    { test: /\.css$/, use: path.join(__dirname, 'null-loader.js') },
  ];
}

module.exports = { serverModuleRules };
