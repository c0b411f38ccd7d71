// Jest's projects, one per kind of test (client, server, pacts, browser journeys), which npm test
// (scripts/test.ts) runs as its stages.
import type { Config } from 'jest';

// One transform for every project: swc strips types (tsc type-checks separately).
const transform: Config['transform'] = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    { jsc: { target: 'es2022', transform: { react: { runtime: 'automatic' } } } },
  ],
};

const common = {
  transform,
  // The HTML parser (linkedom) that the server-side renderer and the storefront's WooCommerce
  // pages reader use, and its parsers, ship as ES modules only: they are transformed too.
  transformIgnorePatterns: [
    '^(?!.*/node_modules/(linkedom|cssomnom|uhyphen|html-escaper)/).*/node_modules/',
  ],
  moduleNameMapper: { '\\.css$': '<rootDir>/jest/styleStub.js' },
  // @wordpress packages ship ESM next to CJS; jest takes the CJS build through "main".
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

const config: Config = {
  // Tests that start a shop (migrations, seed, search index) take seconds on two busy cores; the
  // 5 s default failed them there while they pass alone. (A global option: projects ignore it.)
  testTimeout: 20_000,
  // One folder per run for the seeded databases the tests copy (mock-server/test/seededDatabase.ts).
  globalSetup: '<rootDir>/jest/globalSetup.ts',
  globalTeardown: '<rootDir>/jest/globalTeardown.ts',
  projects: [
    {
      ...common,
      displayName: 'client',
      testEnvironment: '<rootDir>/jest/jsdom-with-fetch.js',
      setupFilesAfterEnv: ['<rootDir>/jest/setup-client.ts'],
      testMatch: ['<rootDir>/client/**/*.test.ts?(x)'],
    },
    {
      ...common,
      displayName: 'server',
      testEnvironment: 'node',
      // The Pact provider verification lives beside the server's tests but is its own project.
      testPathIgnorePatterns: [
        ...common.testPathIgnorePatterns,
        '<rootDir>/mock-server/test/provider/',
      ],
      testMatch: [
        '<rootDir>/mock-server/**/*.test.ts',
        '<rootDir>/scripts/**/*.test.ts',
        '<rootDir>/webpack/**/*.test.ts',
        '<rootDir>/bench/**/*.test.ts',
        '<rootDir>/contracts/contactForm7/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'pact-consumer',
      testEnvironment: '<rootDir>/jest/jsdom-with-fetch.js',
      testMatch: ['<rootDir>/contracts/consumer/**/*.pact.test.ts'],
    },
    {
      ...common,
      displayName: 'pact-provider',
      testEnvironment: 'node',
      testMatch: [
        '<rootDir>/mock-server/test/provider/**/*.test.ts',
        // The verifier's own tests (contracts:verify), beside its code.
        '<rootDir>/contracts/provider/**/*.test.ts',
      ],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/**/*.e2e.test.ts'],
      // Those need the real WordPress that their own stage sets up.
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '<rootDir>/e2e/realWordpress/'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-e2e.ts'],
    },
    {
      ...common,
      displayName: 'e2e-real-wordpress',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/e2e/realWordpress/**/*.e2e.test.ts'],
      setupFilesAfterEnv: ['<rootDir>/jest/setup-e2e.ts'],
    },
  ],
};

export default config;
