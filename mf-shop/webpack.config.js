const { remoteConfig } = require('@festival/shared/build/remote-config.js');
const { serverRemoteConfig } = require('@festival/shared/build/server-remote-config.js');

module.exports = [remoteConfig({ appDir: __dirname, name: 'mf_shop' }), serverRemoteConfig({ appDir: __dirname, name: 'mf_shop' })];
