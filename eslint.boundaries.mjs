// @ts-check
// The allowed arrows between the parts of the shop (issue 12, docs/architecture.md), checked by
// eslint-plugin-boundaries on the resolved file each import points at, so relative paths such as
// '../../catalog/slice' are caught as well as they are written. scripts/lintBoundaries.test.ts
// proves every rule below reports a wrong import.
//
// Every arrow is an error. Import cycles are errors too (import-x/no-cycle; type-only imports do
// not count, they vanish from the build).
import boundaries from 'eslint-plugin-boundaries';
import importX from 'eslint-plugin-import-x';

/** The parts, most specific first: a file takes the first descriptor its path matches. */
const elements = [
  { type: 'client-feature', pattern: 'client/features/*', capture: ['feature'] },
  { type: 'client-app', pattern: 'client/app' },
  { type: 'client-kernel', pattern: 'client/kernel' },
  { type: 'client-ui', pattern: 'client/ui' },
  { type: 'client', pattern: 'client' },
  { type: 'server-storage', pattern: 'mock-server/src/storage' },
  { type: 'server-domain', pattern: 'mock-server/src/domain' },
  { type: 'server-http', pattern: 'mock-server/src/http' },
  { type: 'server-routes', pattern: 'mock-server/src/routes' },
  { type: 'server', pattern: 'mock-server' },
  { type: 'contracts', pattern: 'contracts' },
];

const clientParts = ['client', 'client-app', 'client-kernel', 'client-ui', 'client-feature'];
const serverParts = ['server', 'server-storage', 'server-domain', 'server-http', 'server-routes'];

/**
 * The same plugin under a second name, so the feature entry-point arrow is its own rule
 * (`features/dependencies`) with its own level beside the client -> server arrow on the same files.
 */
const features = boundaries;

/** Tests and their support may reach further than the code they test. */
const clientTests = [
  'client/**/*.test.{ts,tsx}',
  'client/**/testSupport/**',
  'client/**/testSupport.{ts,tsx}',
];

/**
 * One forbidden arrow: the element types `forbidden` may not be imported (with `kind: 'value'`, a
 * value import only: `import type` passes).
 * @param {string[]} forbidden
 * @param {string} message
 * @param {'value'} [kind]
 */
function disallow(forbidden, message, kind) {
  const to = { element: { types: { anyOf: forbidden } } };
  return { disallow: kind ? { to, dependency: { kind } } : { to }, message };
}

/**
 * The arrows forbidden to the files under `files`. ESLint replaces a rule's options per file
 * rather than merging them, so each file falls in exactly one area (`ignores` keeps them apart)
 * and an area lists every arrow its files may not take.
 * @param {string[]} files
 * @param {ReturnType<typeof disallow>[]} policies
 * @param {string[]} [ignores]
 */
function area(files, policies, ignores = []) {
  return {
    files,
    ignores,
    rules: { 'boundaries/dependencies': ['error', { default: 'allow', policies }] },
  };
}

const clientNoServer = disallow(
  serverParts,
  'The client never imports the server: shared rules and types live in contracts/.',
);
const domainNoHttp = disallow(
  ['server-http', 'server-routes'],
  'The domain speaks no HTTP: it returns domain errors that http/errorHandler.ts maps.',
);
const storageTypesOnly = disallow(
  ['server-storage'],
  'Only storage types here (import type): the implementations come from wiring/.',
  'value',
);
/** A test builds the real repositories (or the real server) it exercises the code with. */
const serverTests = ['mock-server/**/*.test.ts'];
const clientLayers = ['client/features/**', 'client/ui/**', 'client/kernel/**'];

export const architectureBoundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries, features, 'import-x': importX },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // Transport tests run the real client against the real server, so their harness builds it.
  area(['client/**'], [clientNoServer], [...clientTests, ...clientLayers]),
  area(
    ['client/features/**'],
    [
      clientNoServer,
      disallow(
        ['client-app'],
        'A feature uses the kernel (client/kernel/), never the app that composes it.',
      ),
    ],
    clientTests,
  ),
  area(
    ['client/ui/**'],
    [
      clientNoServer,
      disallow(
        ['client-feature', 'client-app'],
        'ui/ is drawn by features and the app, and knows neither.',
      ),
    ],
    clientTests,
  ),
  area(
    ['client/kernel/**'],
    [
      clientNoServer,
      disallow(
        ['client-feature', 'client-app'],
        'The kernel serves every feature and knows none (the store types it names are import type).',
        'value',
      ),
    ],
    clientTests,
  ),
  area(
    ['contracts/**'],
    [
      disallow(
        [...clientParts, ...serverParts],
        'contracts/ is shared by both sides and imports neither client/ nor mock-server/.',
      ),
    ],
    ['contracts/consumer/**'],
  ),
  area(
    ['contracts/consumer/**'],
    [
      disallow(
        serverParts,
        'Consumer pact tests exercise the client, never the server: the provider side checks that.',
      ),
    ],
  ),
  area(
    ['mock-server/src/storage/**'],
    [
      disallow(
        ['server-domain'],
        'Storage imports nothing from the domain: the domain defines the interfaces storage implements.',
      ),
    ],
  ),
  area(['mock-server/src/domain/**'], [domainNoHttp, storageTypesOnly], serverTests),
  area(['mock-server/src/domain/**/*.test.ts'], [domainNoHttp]),
  area(['mock-server/src/routes/**'], [storageTypesOnly], serverTests),
  {
    files: ['mock-server/src/domain/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['fastify', '@fastify/*', 'fastify-*'],
              message: 'The domain knows no HTTP framework: routes/ and http/ speak Fastify.',
            },
          ],
        },
      ],
    },
  },
  {
    // One refusal path: a route or the storefront says what went wrong (a Refusal, thrown with
    // http/refusals.ts's refused()), and http/ alone turns it into a status and WordPress's error.
    files: ['mock-server/**'],
    ignores: ['mock-server/src/http/**'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "NewExpression[callee.name='WpHttpError']",
          message:
            'Only http/ builds a WpHttpError: throw refused({ kind, code, message }) and let http/refusals.ts pick the status.',
        },
      ],
    },
  },
  {
    // A feature's public face is its index.ts; its slices, sagas and components stay private,
    // from other features and from the app alike. Its style sheet may be shared (no code
    // crosses), and tests may use its test support.
    files: ['client/**'],
    rules: {
      'features/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              disallow: { to: { element: { type: 'client-feature' } } },
              message: 'Import another feature only through its index.ts.',
            },
            {
              allow: {
                to: {
                  element: {
                    type: 'client-feature',
                    fileInternalPath: ['index.ts', '*.css', 'testSupport.ts', 'testSupport/**'],
                  },
                },
              },
            },
          ],
        },
      ],
    },
  },
];
