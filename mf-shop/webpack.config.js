const { remoteConfig } = require('@festival/shared/build/remote-config.js');

module.exports = remoteConfig({
  appDir: __dirname,
  name: 'mf_shop',
  exposes: {
    './booking-widget': './src/expose/booking-widget.tsx',
    './cart-indicator': './src/expose/cart-indicator.tsx',
    './webshop-page': './src/expose/webshop-page.tsx',
  },
});
