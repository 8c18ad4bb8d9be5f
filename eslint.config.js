import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Kana, CJK ideographs and full-width forms: the marks of a Japanese text (an esquery regex). */
const JAPANESE = '/[\u3041-\u30ff\u3400-\u9fff\uff01-\uff9f]/';

/** The server's top floor: what assembles and starts the app. Nothing below may import it. */
const SERVER_TOP = ['@server/app', '@server/server', '@server/start-up', '@server/cli/*'];
/** Fastify and the server's HTTP rooms, which domain code and jobs never see. */
const HTTP = [
  'fastify',
  'fastify-*',
  '@fastify/*',
  '@server/plugins/*',
  '@server/routes/*',
  '**/plugins/**',
  '**/routes/**',
];

/**
 * The domain's areas from the ground up (docs/architecture.md). An area imports only areas on
 * lower floors; areas on one floor never import each other, so no arrow runs back up inside the
 * domain.
 */
const DOMAIN_FLOORS = [
  ['audit'],
  ['school'],
  ['auth', 'mail', 'notices', 'positions'],
  // notify stands on mail alone, below booking: a promotion from the waitlist (booking) raises its push
  ['notify'],
  ['booking', 'account'],
  ['dispatch', 'plan', 'points'],
  ['network', 'runs', 'driver'],
  ['imports'],
];
const unplacedAreas = readdirSync(new globalThis.URL('src/server/domain/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory() && !DOMAIN_FLOORS.flat().includes(entry.name))
  .map((entry) => entry.name);
if (unplacedAreas.length > 0)
  throw new Error(
    `eslint.config.js: put the domain area(s) ${unplacedAreas.join(', ')} on a floor of DOMAIN_FLOORS.`,
  );
const DOMAIN_ABOVE = [
  { group: HTTP, message: 'Domain code is HTTP-free: throw a BusinessError and let the route translate.' },
  { group: SERVER_TOP, message: 'No arrow back up: the domain sits below these.' },
  { group: ['@server/demo/*', '@server/jobs/*'], message: 'The domain knows neither the demo nor the jobs.' },
];

/** One lint block per domain area: the rules above plus every area on its floor or higher. */
const domainFloorRules = DOMAIN_FLOORS.flatMap((floor, level) =>
  floor.map((area) => {
    const higher = DOMAIN_FLOORS.slice(level)
      .flat()
      .filter((other) => other !== area);
    return {
      files: [`src/server/domain/${area}/**/*.ts`],
      rules: {
        'no-restricted-imports': [
          'error',
          {
            patterns: [
              ...DOMAIN_ABOVE,
              // the top floor alone has nothing above it
              ...(higher.length === 0
                ? []
                : [
                    {
                      group: higher.flatMap((other) => [
                        `@server/domain/${other}/*`,
                        `**/domain/${other}/**`,
                      ]),
                      message: `No arrow back up: the ${area} area stands below these domain areas (eslint.config.js DOMAIN_FLOORS).`,
                    },
                  ]),
            ],
          },
        ],
      },
    };
  }),
);

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
    files: ['src/server/jobs/**/*.ts'],
    rules: {
      // jobs call domain commands: nothing of HTTP, nothing above them, not the demo's
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: HTTP, message: 'Jobs are HTTP-free.' },
            { group: SERVER_TOP, message: 'No arrow back up: the jobs sit below these.' },
            { group: ['@server/demo/*'], message: 'Only the demo room knows the demo.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/domain/**/*.ts'],
    // domain commands know nothing of HTTP, and nothing above them; the blocks after it add the
    // floors of the areas (a later block's patterns replace these, so they repeat them)
    rules: { 'no-restricted-imports': ['error', { patterns: DOMAIN_ABOVE }] },
  },
  ...domainFloorRules,
  {
    files: ['src/server/queue/**/*.ts', 'src/server/db/**/*.ts'],
    rules: {
      // the job machinery and the database sit below the domain
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                ...SERVER_TOP,
                '@server/demo/*',
                '@server/jobs/*',
                '@server/domain/*',
                '@server/plugins/*',
                '@server/routes/*',
              ],
              message: 'No arrow back up: the queue and the database sit below the domain.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/client/**/*.{ts,tsx}'],
    ignores: ['src/client/**/*.test.{ts,tsx}'],
    rules: {
      // every word a screen shows comes from the text catalogue (src/shared/i18n), so another
      // language can be added in one place (issue 22); comments may quote the Japanese freely
      'no-restricted-syntax': [
        'error',
        ...['Literal[value=JAPANESE]', 'JSXText[value=JAPANESE]', 'TemplateElement[value.raw=JAPANESE]'].map(
          (selector) => ({
            selector: selector.replace('JAPANESE', JAPANESE),
            message: 'Japanese text belongs in the text catalogue (src/shared/i18n): show it with t().',
          }),
        ),
      ],
    },
  },
  {
    files: ['scripts/**/*.mjs'],
    languageOptions: { globals: { process: 'readonly', console: 'readonly' } },
  },
);
