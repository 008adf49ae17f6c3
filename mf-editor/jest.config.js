const base = require('@festival/shared/build/jest-config.js')(__dirname);

// lexical and its signals library ship only ES modules; swc turns them into CommonJS for jest like our sources.
module.exports = { ...base, transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|swiper|lexical|@lexical|@preact)'] };
