// The lint rules of the whole repository: ESLint's and typescript-eslint's recommended sets, no
// `any`, type-only imports marked as such, and the walls of docs/architecture.md
// (eslint.boundaries.mjs). Prettier owns the layout, so no rule here argues with it.
// @ts-check
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import prettier from 'eslint-config-prettier';
import { architectureBoundaries } from './eslint.boundaries.mjs';

export default tseslint.config(
  {
    ignores: ['node_modules/', 'dist/', 'data/', 'e2e/artifacts/', 'coverage/', 'contracts/pacts/'],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  { files: ['**/*.js', '**/*.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  ...architectureBoundaries,
  prettier,
);
