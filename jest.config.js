// One jest run for every package: node projects for the API and contract, jsdom for React code.
const swc = ['@swc/jest', { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } }, target: 'es2022' } }];
const common = { transform: { '^.+\\.(t|j)sx?$': swc }, moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'] };
module.exports = {
  projects: [
    // tools/lint: the module-boundary lint rules bite (node, like the contract's unit tests).
    { ...common, displayName: 'contract', testEnvironment: 'node', roots: ['<rootDir>/shared-contract', '<rootDir>/tools/lint'] },
    { ...common, displayName: 'api', testEnvironment: 'node', roots: ['<rootDir>/api'], testTimeout: 30000 },
    {
      ...common,
      displayName: 'ui',
      testEnvironment: '<rootDir>/tools/jest/jsdom-environment.js',
      roots: ['<rootDir>/shared-ui', '<rootDir>/shared-auth', '<rootDir>/shell', '<rootDir>/mf-projects', '<rootDir>/mf-tasks', '<rootDir>/mf-companies', '<rootDir>/mf-settings', '<rootDir>/mf-superadmin', '<rootDir>/mf-arya'],
      setupFilesAfterEnv: ['<rootDir>/tools/jest/setup-dom.ts'],
      moduleNameMapper: { '\\.(css|svg|png|jpg)$': '<rootDir>/tools/jest/file-stub.js', '^test-support/(.*)$': '<rootDir>/tools/jest/$1' },
      // ky and a few other browser packages ship ESM only.
      transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(ky|ky@[^/]+/node_modules/ky)/)'],
      testTimeout: 20000,
    },
  ],
  testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/', '/bench/'],
  // Jest reads testTimeout from the root config, not from a project's.
  testTimeout: 30000,
};
