/** @type {import('jest').Config} */
module.exports = {
  testEnvironment: 'node',
  roots: ['<rootDir>/test'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { target: 'es2022' }, module: { type: 'commonjs' } }] },
  // ESM-only dependencies are compiled to CommonJS for jest
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(@fastify\\+cookie|@fastify/cookie|cookie|content-disposition|htmlparser2|domhandler|domutils|dom-serializer|domelementtype|entities)[@/])'],
  testTimeout: 60000,
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
};
