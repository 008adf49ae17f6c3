const { remoteConfig } = require('@festival/shared/build/remote-config.js');

module.exports = remoteConfig({
  appDir: __dirname,
  name: 'mf_magazine',
  exposes: {
    './magazine-page': './src/expose/magazine-page.tsx',
    './magazine-tags': './src/expose/magazine-tags.tsx',
    './tag-detail': './src/expose/tag-detail.tsx',
    './article-page': './src/expose/article-page.tsx',
    './blog-teaser-list': './src/expose/blog-teaser-list.tsx',
    './highlight-teaser': './src/expose/highlight-teaser.tsx',
  },
});
