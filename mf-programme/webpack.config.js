const { remoteConfig } = require('@festival/shared/build/remote-config.js');

module.exports = remoteConfig({
  appDir: __dirname,
  name: 'mf_programme',
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
});
