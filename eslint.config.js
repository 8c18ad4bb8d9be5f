import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

export default tseslint.config(
  { ignores: ['dist/', 'data/', 'drizzle/', 'node_modules/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // the client never imports server code (STYLE.md boundaries)
      'no-restricted-imports': ['error', { patterns: ['@server/*', '**/server/**'] }],
    },
  },
  {
    files: ['src/shared/**/*.ts'],
    rules: {
      // shared/ is imported by both sides and imports neither
      'no-restricted-imports': [
        'error',
        { patterns: ['@server/*', '@client/*', '**/server/**', '**/client/**'] },
      ],
    },
  },
  {
    files: ['src/client/features/**/*.{ts,tsx}'],
    rules: {
      // features never import each other; routes compose them (bulletproof-react)
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            '@server/*',
            '**/server/**',
            '@client/routes/*',
            '@client/features/*/*',
            '../../*/**',
            '../../../features/**',
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/routes/**/*.ts'],
    rules: {
      // handlers are pipelines; the database is reached through domain commands (STYLE.md: no SQL in route files)
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['drizzle-orm', 'drizzle-orm/*', 'pg'],
              message: 'No SQL in route files: call a domain command.',
            },
            {
              group: ['@server/db/schema', '@server/db/schema/*', '**/db/schema', '**/db/schema/*'],
              message: 'Route files do not read tables: call a domain command.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/domain/**/*.ts', 'src/server/jobs/**/*.ts'],
    rules: {
      // domain commands (and the jobs that call them) know nothing of HTTP: no Fastify, plugins, routes or HTTP errors
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                'fastify',
                'fastify-*',
                '@fastify/*',
                '@server/plugins/*',
                '@server/routes/*',
                '**/plugins/**',
                '**/routes/**',
              ],
              message: 'Domain code is HTTP-free: throw a BusinessError and let the route translate.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
