/** Jest settings every browser package shares: swc, jsdom, CSS modules as proxies. */
module.exports = function jestConfig(rootDir) {
  /** @type {import('jest').Config} */
  return {
    rootDir,
    testEnvironment: 'jsdom',
    // A bound on a hung test, not a speed assertion: on a busy machine a test that types into
    // a form can take several seconds.
    testTimeout: 60_000,
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [require.resolve('./jest-setup.ts')],
    transform: {
      '^.+\\.m?(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }],
    },
    // swiper ships only ES modules; let swc turn them into CommonJS for jest like our sources.
    transformIgnorePatterns: ['/node_modules/(?!\\.pnpm|swiper)'],
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy', '^swiper/css(/.*)?$': 'identity-obj-proxy' },
  };
};
