module.exports = require('@festival/shared/build/jest-config.js')(__dirname);
