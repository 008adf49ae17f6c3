const { remoteConfig } = require('@festival/shared/build/remote-config.js');

module.exports = remoteConfig({
  appDir: __dirname,
  name: 'mf_editor',
  exposes: {
    './editor-toolbar': './src/expose/editor-toolbar.tsx',
    './cms-hub': './src/expose/cms-hub.tsx',
    './page-editor': './src/expose/page-editor.tsx',
  },
});
