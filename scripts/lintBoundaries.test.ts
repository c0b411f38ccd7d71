// Proves lint fails on a wrong import across each boundary of eslint.boundaries.mjs: a snippet that
// crosses the arrow, linted as if it lived at the given path, must get an error from the rule.
// Import cycles (import-x/no-cycle) are proved the same way: a snippet standing in for a file that
// an import of it leads back to. The rules are forced to 'error' here, so the test checks each
// rule itself, not today's level.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(__dirname, '..');

/**
 * An import of `target` placed at `file`; a type-only one when `typeOnly`. `code`, when given, is
 * the whole snippet (it imports `target` and does something with it the walls judge).
 */
type Snippet = { file: string; target: string; typeOnly?: boolean; code?: string };
type LintMessage = { ruleId: string | null; severity: number; message: string };

/** An import of `target` (written as the file at `file` would write it) that is used. */
function importing({ target, typeOnly, code }: Snippet): string {
  if (code !== undefined) return code;
  return typeOnly
    ? `import type * as target from '${target}';\nexport type Target = typeof target;\n`
    : `import * as target from '${target}';\nexport default target;\n`;
}

/** The rules that draw the walls of docs/architecture.md. */
const WALL_RULES = [
  'boundaries/dependencies',
  'features/dependencies',
  '@typescript-eslint/no-restricted-imports',
  'import-x/no-cycle',
  'no-restricted-syntax',
];

/** Builds a WordPress error itself, as only http/ may. */
const buildsWpHttpError = (target: string): string =>
  `import { WpHttpError } from '${target}';\nexport const answer = new WpHttpError(404, 'x', 'y');\n`;

/**
 * The boundary errors ESLint reports for each snippet's import placed at its file, one list per
 * snippet. One child process lints them all (see scripts/lintSnippets.mjs for why a child).
 */
function boundaryErrors(snippets: Snippet[]): string[][] {
  const request = {
    rules: Object.fromEntries(WALL_RULES.map((rule) => [rule, 'error'])),
    snippets: snippets.map((snippet) => ({ filePath: snippet.file, code: importing(snippet) })),
  };
  const output = execFileSync(process.execPath, [path.join(__dirname, 'lintSnippets.mjs')], {
    input: JSON.stringify(request),
    encoding: 'utf8',
  });
  const results = JSON.parse(output) as LintMessage[][];
  return results.map((messages) =>
    messages
      .filter((m) => m.severity === 2 && WALL_RULES.includes(m.ruleId ?? ''))
      .map((m) => `${m.ruleId}: ${m.message}`),
  );
}

const wrongImports: ({ arrow: string; rule: string } & Snippet)[] = [
  {
    arrow: 'client never imports the server',
    file: 'client/app/wrong.ts',
    target: '../../mock-server/src/app',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'a client feature never imports the server',
    file: 'client/features/cart/wrong.ts',
    target: '../../../mock-server/src/http/wpError',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'ui never imports the server',
    file: 'client/ui/wrong.ts',
    target: '../../mock-server/src/app',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'the kernel never imports the server',
    file: 'client/kernel/wrong.ts',
    target: '../../mock-server/src/app',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'contracts never import the client',
    file: 'contracts/wrong.ts',
    target: '../client/api/errors',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'contracts never import the server',
    file: 'contracts/wrong.ts',
    target: '../mock-server/src/app',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'consumer pact tests never import the server',
    file: 'contracts/consumer/wrong.pact.test.ts',
    target: '../../mock-server/src/app',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'storage imports no domain',
    file: 'mock-server/src/storage/wrong.ts',
    target: '../domain/boundedQueue',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'domain imports no http',
    file: 'mock-server/src/domain/wrong.ts',
    target: '../http/wpError',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'a domain test imports no http either (it may build storage)',
    file: 'mock-server/src/domain/wrong.test.ts',
    target: '../http/wpError',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'domain imports no routes',
    file: 'mock-server/src/domain/cart/wrong.ts',
    target: '../../routes/health',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: "a feature imports another feature's insides",
    file: 'client/features/cart/wrong.ts',
    target: '../catalog/slice',
    rule: 'features/dependencies',
  },
  {
    arrow: "the app imports a feature's insides",
    file: 'client/app/wrong.ts',
    target: '../features/catalog/slice',
    rule: 'features/dependencies',
  },
  {
    arrow: 'domain imports no storage value',
    file: 'mock-server/src/domain/wrong.ts',
    target: '../storage/database',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'routes import no storage value',
    file: 'mock-server/src/routes/wrong.ts',
    target: '../storage/ordersRepository',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'ui imports no feature',
    file: 'client/ui/wrong.ts',
    target: '../features/cart',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'domain imports no fastify',
    file: 'mock-server/src/domain/wrong.ts',
    target: 'fastify',
    rule: '@typescript-eslint/no-restricted-imports',
  },
  {
    arrow: 'a feature imports no app',
    file: 'client/features/cart/wrong.ts',
    target: '../../app/store',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'the kernel imports no feature',
    file: 'client/kernel/wrong.ts',
    target: '../features/notices',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'ui imports no app',
    file: 'client/ui/wrong.ts',
    target: '../app/store',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: "the kernel imports no app value (only the store's types)",
    file: 'client/kernel/wrong.ts',
    target: '../app/store',
    rule: 'boundaries/dependencies',
  },
  {
    arrow: 'a route builds no WpHttpError (it throws a refusal)',
    file: 'mock-server/src/routes/wrong.ts',
    target: '../http/wpError',
    code: buildsWpHttpError('../http/wpError'),
    rule: 'no-restricted-syntax',
  },
  {
    arrow: 'the storefront builds no WpHttpError (it throws a refusal)',
    file: 'mock-server/src/storefront/wrong.ts',
    target: '../http/wpError',
    code: buildsWpHttpError('../http/wpError'),
    rule: 'no-restricted-syntax',
  },
  {
    arrow: 'no import cycle (the catalogue saga imports its slice)',
    file: 'client/features/catalog/slice.ts',
    target: './sagas',
    rule: 'import-x/no-cycle',
  },
];

const rightImports: ({ arrow: string } & Snippet)[] = [
  { arrow: 'client uses contracts', file: 'client/app/right.ts', target: '../../contracts/wp' },
  {
    arrow: 'server uses contracts',
    file: 'mock-server/src/right.ts',
    target: '../../contracts/wp',
  },
  {
    arrow: 'wiring builds storage',
    file: 'mock-server/src/wiring/right.ts',
    target: '../storage/database',
  },
  { arrow: 'routes use http', file: 'mock-server/src/routes/right.ts', target: '../http/wpError' },
  {
    arrow: 'a feature uses its own files',
    file: 'client/features/cart/right.ts',
    target: './slice',
  },
  {
    arrow: "a feature uses another feature's index.ts",
    file: 'client/features/cart/right.ts',
    target: '../catalog/index',
  },
  {
    arrow: "a feature uses another feature's style sheet",
    file: 'client/features/checkout/right.ts',
    target: '../cart/cart.css',
  },
  {
    arrow: 'a feature uses the shared ui',
    file: 'client/features/cart/right.ts',
    target: '../../ui/digits',
  },
  {
    arrow: "the app uses a feature's index.ts",
    file: 'client/app/right.ts',
    target: '../features/catalog',
  },
  {
    arrow: 'a feature uses the kernel',
    file: 'client/features/cart/right.ts',
    target: '../../kernel/hooks',
  },
  {
    arrow: 'a feature test uses the app test set-up',
    file: 'client/features/cart/right.test.ts',
    target: '../../app/testing',
  },
  {
    arrow: "the kernel names the store's types",
    file: 'client/kernel/right.ts',
    target: '../app/store',
    typeOnly: true,
  },
  {
    arrow: 'domain names storage types',
    file: 'mock-server/src/domain/right.ts',
    target: '../storage/ordersRepository',
    typeOnly: true,
  },
  {
    arrow: 'routes name storage types',
    file: 'mock-server/src/routes/right.ts',
    target: '../storage/ordersRepository',
    typeOnly: true,
  },
  {
    arrow: 'http/ turns a refusal into a WpHttpError',
    file: 'mock-server/src/http/right.ts',
    target: './wpError',
    code: buildsWpHttpError('./wpError'),
  },
  {
    arrow: 'a domain test builds real storage',
    file: 'mock-server/src/domain/right.test.ts',
    target: '../storage/database',
  },
];

describe('lint boundaries', () => {
  // Linting loads the whole config and the TypeScript parser once: a few seconds on a busy machine.
  jest.setTimeout(60_000);
  let wrong: string[][] = [];
  let right: string[][] = [];

  it('points every snippet at a file that exists (an import that resolves nowhere is not judged)', () => {
    for (const { file, target } of [...wrongImports, ...rightImports]) {
      const resolvable = target.startsWith('.')
        ? path.resolve(root, path.dirname(file), target)
        : target;
      expect(() => require.resolve(resolvable)).not.toThrow();
    }
  });

  it('finds an index.ts, its only public face, in every feature', () => {
    const features = path.join(root, 'client', 'features');
    const withoutIndex = fs
      .readdirSync(features, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .filter((entry) => !fs.existsSync(path.join(features, entry.name, 'index.ts')))
      .map((entry) => entry.name);
    expect(withoutIndex).toEqual([]);
  });

  beforeAll(() => {
    const all = boundaryErrors([...wrongImports, ...rightImports]);
    wrong = all.slice(0, wrongImports.length);
    right = all.slice(wrongImports.length);
  });

  it.each(wrongImports.map((snippet, index) => ({ ...snippet, index })))(
    'reports a wrong import: $arrow',
    ({ rule, index }) => {
      expect(wrong[index]).toHaveLength(1);
      expect(wrong[index]?.[0]).toMatch(new RegExp(`^${rule}: `));
    },
  );

  it.each(rightImports.map((snippet, index) => ({ ...snippet, index })))(
    'allows a right import: $arrow',
    ({ index }) => {
      expect(right[index]).toEqual([]);
    },
  );
});
