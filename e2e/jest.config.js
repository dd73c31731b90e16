// End-to-end tests: headless Chromium (Debian's, through playwright-core) against the built system,
// started exactly as `npm start` starts it, on a throw-away DATA_DIR.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' } }];
module.exports = {
  rootDir: __dirname,
  testMatch: ['<rootDir>/tests/**/*.e2e.ts'],
  transform: { '^.+\\.(t|j)s$': swc },
  testEnvironment: 'node',
  globalSetup: '<rootDir>/support/global-setup.ts',
  globalTeardown: '<rootDir>/support/global-teardown.ts',
  testTimeout: 120000,
  maxWorkers: 1,
  testSequencer: '<rootDir>/support/sequencer.js',
};
