// @ts-check
// The allowed arrows between the parts of the shop (issue 12, docs/architecture.md), checked by
// eslint-plugin-boundaries on the resolved file each import points at, so relative paths such as
// '../../catalog/slice' are caught as well as they are written. scripts/lintBoundaries.test.ts
// proves every rule below reports a wrong import.
//
// Every arrow is an error.
import boundaries from 'eslint-plugin-boundaries';

/** The parts, most specific first: a file takes the first descriptor its path matches. */
const elements = [
  { type: 'client-feature', pattern: 'client/features/*', capture: ['feature'] },
  { type: 'client', pattern: 'client' },
  { type: 'server-storage', pattern: 'mock-server/src/storage' },
  { type: 'server-domain', pattern: 'mock-server/src/domain' },
  { type: 'server-http', pattern: 'mock-server/src/http' },
  { type: 'server-routes', pattern: 'mock-server/src/routes' },
  { type: 'server', pattern: 'mock-server' },
  { type: 'contracts', pattern: 'contracts' },
];

const serverParts = ['server', 'server-storage', 'server-domain', 'server-http', 'server-routes'];

/**
 * The same plugin under a second name, so the feature entry-point arrow is its own rule
 * (`features/dependencies`) with its own level beside the client -> server arrow on the same files.
 */
const features = boundaries;

/**
 * One forbidden arrow: files under `files` may not import the element types `forbidden`.
 * @param {string[]} files
 * @param {string[]} forbidden
 * @param {string} message
 * @param {'error' | 'warn'} level
 * @param {string[]} [ignores] files under `files` the arrow does not apply to
 */
function forbid(files, forbidden, message, level, ignores = []) {
  return {
    files,
    ignores,
    rules: {
      'boundaries/dependencies': [
        level,
        {
          default: 'allow',
          policies: [{ disallow: { to: { element: { types: { anyOf: forbidden } } } }, message }],
        },
      ],
    },
  };
}

export const architectureBoundaries = [
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { boundaries, features },
    settings: {
      'boundaries/elements': elements,
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
    },
  },
  forbid(
    ['client/**'],
    serverParts,
    'The client never imports the server: shared rules and types live in contracts/.',
    'error',
    // Transport tests run the real client against the real server, so their harness builds it.
    ['client/**/*.test.{ts,tsx}', 'client/**/testSupport/**'],
  ),
  forbid(
    ['contracts/**'],
    ['client', 'client-feature', ...serverParts],
    'contracts/ is shared by both sides and imports neither client/ nor mock-server/.',
    'error',
    ['contracts/consumer/**'],
  ),
  forbid(
    ['contracts/consumer/**'],
    serverParts,
    'Consumer pact tests exercise the client, never the server: the provider side checks that.',
    'error',
  ),
  forbid(
    ['mock-server/src/storage/**'],
    ['server-domain'],
    'Storage imports nothing from the domain: the domain defines the interfaces storage implements.',
    'error',
  ),
  forbid(
    ['mock-server/src/domain/**'],
    ['server-http', 'server-routes'],
    'The domain speaks no HTTP: it returns domain errors that http/errorHandler.ts maps.',
    'error',
  ),
  {
    // A feature's public face is its index.ts; its slices, sagas and components stay private.
    // Its style sheet may be shared (no code crosses), and tests may use its test support.
    files: ['client/features/**'],
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
