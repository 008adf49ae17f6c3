/** Jest settings every browser package shares: swc, jsdom, CSS modules as proxies. */
module.exports = function jestConfig(rootDir) {
  /** @type {import('jest').Config} */
  return {
    rootDir,
    testEnvironment: 'jsdom',
    roots: ['<rootDir>/src'],
    setupFilesAfterEnv: [require.resolve('./jest-setup.ts')],
    transform: {
      '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } }],
    },
    moduleNameMapper: { '\\.css$': 'identity-obj-proxy' },
  };
};
