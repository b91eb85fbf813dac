// One lint setup for the whole repository, including the import boundaries of the architecture guide.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import path from 'node:path';

/**
 * The walls of the architecture guide, for every way a module can name another (import, export … from, import()):
 * - a feature never imports another feature; only app/ (web) or the app's composition (server) joins them;
 * - web `shared/` imports nothing of `app/`, `features/` or `catalogues/`; web `features/` do not import `catalogues/`;
 * - server `platform/` imports no feature and no catalogue (features register themselves with the platform).
 */
const WALLS = [
  {
    from: /\/apps\/web\/src\/shared\//,
    to: /\/apps\/web\/src\/(app|features|catalogues)\//,
    message: 'web shared/ must not import app/, features/ or catalogues/',
  },
  {
    from: /\/apps\/web\/src\/features\//,
    to: /\/apps\/web\/src\/catalogues\//,
    message: 'web features/ must not import the catalogue engine; move what they share to shared/',
  },
  {
    from: /\/apps\/server\/src\/platform\/(?!.*\.test\.ts$)/,
    to: /\/apps\/server\/src\/(features|catalogues)\//,
    message: 'server platform/ must not import features or catalogues; let them register themselves',
  },
];

const boundaries = {
  rules: {
    'no-cross-feature-imports': {
      meta: {
        type: 'problem',
        messages: {
          cross: 'Feature "{{from}}" must not import feature "{{to}}"; compose them in app/.',
          wall: '{{message}} ({{target}}).',
        },
      },
      create(context) {
        const file = context.filename.split(path.sep).join('/');
        const feature = /\/src\/features\/([^/]+)\//.exec(file)?.[1];
        const walls = WALLS.filter((wall) => wall.from.test(file));
        if (!feature && walls.length === 0) return {};
        const check = (node, source) => {
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const target = path.posix.normalize(path.posix.join(path.posix.dirname(file), source));
          const to = /\/src\/features\/([^/]+)/.exec(target)?.[1];
          if (feature && to && to !== feature) context.report({ node, messageId: 'cross', data: { from: feature, to } });
          for (const wall of walls) {
            if (wall.to.test(`${target}/`)) context.report({ node, messageId: 'wall', data: { message: wall.message, target: source } });
          }
        };
        return {
          ImportDeclaration: (node) => check(node, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
          ExportAllDeclaration: (node) => check(node, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
        };
      },
    },
  },
};

const restrict = (patterns) => ['error', { patterns }];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', '.tmp/**', 'packages/db/migrations/**', '**/*.d.ts', '**/*.d.mts'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node }, ecmaVersion: 2023, sourceType: 'module' },
    plugins: { boundaries },
    rules: {
      'boundaries/no-cross-feature-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
      eqeqeq: ['error', 'smart'],
    },
  },
  {
    // Tests beside the contract may read their fixtures from disk (node:fs); the code they test may not.
    files: ['packages/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: ['@portal/db', '@portal/db/*', '@portal/server', '@portal/web', 'react', 'fastify', 'pg', 'drizzle-orm'],
          message: 'contract tests import only the contract and Node built-ins',
        },
      ]),
    },
  },
  {
    files: ['packages/contract/**/*.ts'],
    ignores: ['packages/contract/**/*.test.ts'],
    rules: {
      'no-restricted-imports': restrict([
        {
          group: [
            '@portal/db',
            '@portal/db/*',
            '@portal/server',
            '@portal/web',
            'react',
            'react-*',
            'fastify',
            'fastify-*',
            'pg',
            'node:*',
            'drizzle-orm',
            'drizzle-orm/*',
          ],
          message: 'contract is browser-safe TypeScript and zod only',
        },
      ]),
    },
  },
  {
    files: ['packages/db/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@portal/server', '@portal/web', 'react', 'fastify', '**/apps/**'], message: 'db may import only contract' },
      ]),
    },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@portal/web', '@portal/web/*', 'react', 'react-*', '**/apps/web/**'], message: 'the server never imports the web app' },
      ]),
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'no-restricted-imports': restrict([
        {
          group: [
            '@portal/db',
            '@portal/db/*',
            '@portal/server',
            '@portal/server/*',
            'fastify',
            'pg',
            'drizzle-orm',
            'node:*',
            '**/apps/server/**',
            '**/packages/db/**',
          ],
          message: 'the web app imports only contract and browser libraries',
        },
      ]),
    },
  },
  {
    // Rooms stay small (issue 11): no source file over 400 lines, no function over 120; demo data, tests and migrations aside.
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.{ts,tsx}'],
    ignores: ['**/*.demo.ts', '**/*.test.ts', '**/*.test.tsx', '**/migrations/**', '**/test/**'],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: true, skipComments: true }],
      'max-lines-per-function': ['error', { max: 120, skipBlankLines: true, skipComments: true }],
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'scripts/**/*.{ts,mjs}', '**/build.mjs'],
    rules: { 'no-console': 'off' },
  },
  {
    files: ['apps/web/public/**/*.js'],
    languageOptions: { globals: { ...globals.browser }, sourceType: 'script' },
  },
);
