const { remoteConfig } = require('@festival/shared/build/remote-config.js');

module.exports = remoteConfig({ appDir: __dirname, name: 'mf_magazine' });
