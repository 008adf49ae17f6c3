// ESLint for every package of the workspace: typescript-eslint with type information, the
// import boundaries of the micro-frontend architecture, kebab-case file names, React hooks.
import { readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import checkFile from 'eslint-plugin-check-file';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const frontends = ['shell', 'mf-programme', 'mf-magazine', 'mf-shop', 'mf-editor'];
const packages = [...frontends, 'shared', 'api', 'e2e'];

/** The feature folders of a package (src/features/*), read so that a new feature is covered. */
function featuresOf(pkg) {
  try {
    return readdirSync(join(import.meta.dirname, pkg, 'src/features'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

const others = (pkg, among) => among.filter((other) => other !== pkg).map((other) => `./${other}`);

// bulletproof-react's restricted paths, one zone per boundary.
const boundaryZones = [
  // The remotes and the shell talk only through module federation and @festival/shared.
  ...frontends.map((pkg) => ({
    target: `./${pkg}`,
    from: [...others(pkg, frontends), './api', './e2e'],
    message: 'Micro-frontends talk to each other only through module federation and @festival/shared.',
  })),
  {
    target: './shared',
    from: [...frontends, 'api', 'e2e'].map((pkg) => `./${pkg}`),
    message: '@festival/shared is used by the apps and never uses one of them.',
  },
  {
    target: './api',
    from: [...frontends, 'e2e'].map((pkg) => `./${pkg}`),
    message: 'The api shares code with the frontends only through @festival/shared.',
  },
  // The api's layers: routes call services, services call repositories, never back.
  {
    target: './api/src/services',
    from: ['./api/src/routes', './api/src/documents', './api/src/plugins'],
    message: 'A service never imports a route, the document path or a plugin: they call services.',
  },
  {
    target: './api/src/**/*-repository.ts',
    from: ['./api/src/routes/**', './api/src/documents/**', './api/src/plugins/**', './api/src/services/**/*-service.ts'],
    message: 'A repository reads and writes tables; it never imports a service, a route or the document path.',
  },
  // Within a package, one feature never reaches into another: what two features need lives
  // outside features/ and the app composes them.
  ...packages.flatMap((pkg) =>
    featuresOf(pkg).map((feature) => ({
      target: `./${pkg}/src/features/${feature}`,
      from: `./${pkg}/src/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature; move what both need out of features/.',
    })),
  ),
];

const sourceFiles = ['**/*.{ts,tsx,js,mjs,cjs}'];
/** The file names of the @festival/shared modules module federation shares as singletons. */
const sharedSingletonNames = createRequire(import.meta.url)('./shared/build/federation.js')
  .sharedPackageModules().map((module) => module.split('/').pop());
const scriptFiles = ['**/*.{js,mjs,cjs}'];

// One error handler answers every api error in one shape (plugins/app/error-handler.ts): a
// route folder states what its errors mean with answerErrorsAs or an AnsweredError instead.
const ONE_ERROR_HANDLER = {
  selector: "CallExpression[callee.property.name='setErrorHandler']",
  message: 'The api has one error handler (plugins/app/error-handler.ts): use answerErrorsAs or throw an AnsweredError.',
};
// The programme's services are made once per app and shared (app.programme).
const PROGRAMME_SERVICES_ONCE = {
  selector: "NewExpression[callee.name=/^(EventService|EventDetailService|EventListCache|ProductionService|PersonService|VenueService)$/]",
  message: 'Use app.programme (plugins/app/programme-services.ts): each programme service is made once per app.',
};

export default defineConfig(
  {
    ignores: [
      '**/node_modules/',
      '**/dist/',
      '**/dist-server/',
      '**/coverage/',
      '**/.mf/',
      '**/@mf-types/',
      'e2e/test-results/',
      'e2e/playwright-report/',
      'reports/',
      'api/data/',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      // Noise here: async without await is how Fastify handlers and plugins, store actions and
      // Playwright fixtures meet their Promise-returning interfaces.
      '@typescript-eslint/require-await': 'off',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: sourceFiles,
    plugins: { 'import-x': importX, 'check-file': checkFile },
    settings: {
      // import-x reads the imported modules' exports with the TypeScript parser (no-cycle follows them)
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/resolver-next': [
        createNodeResolver({
          extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
          conditionNames: ['import', 'require', 'default'],
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: import.meta.dirname, zones: boundaryZones }],
      // Modules form layers: a module never reaches itself again through what it imports.
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@festival/(?!shared(/|$))',
              message: 'Workspace packages share code only through @festival/shared.',
            },
          ],
        },
      ],
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs,cjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { [`{${packages.join(',')}}/**/!(__tests__)/`]: 'KEBAB_CASE' },
      ],
    },
  },
  {
    files: frontends.flatMap((pkg) => [`${pkg}/**/*.tsx`, `${pkg}/**/*.ts`]).concat(['shared/**/*.{ts,tsx}']),
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  {
    // A module of @festival/shared that federation shares once per page, imported by a relative
    // path from inside the package, is bundled again into each app as a copy of its own (with
    // its state, and react-router behind the route table): inside shared/src such modules are
    // imported by their package name.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['**/__tests__/**'],
    rules: {
      '@typescript-eslint/no-restricted-imports': ['error', {
        patterns: [{
          regex: `^\\.\\.?/(?:.*/)?(?:${sharedSingletonNames.join('|')})$`,
          allowTypeImports: true,
          message: 'A shared singleton module: import it as @festival/shared/<path>, or the apps bundle a second copy.',
        }],
      }],
    },
  },
  {
    // Tests read JSON answers and mock calls as `any`, pass jest's mocked methods unbound to
    // expect(), and stringify the fetch input their code always passes as a string.
    files: ['**/__tests__/**', '**/testing/**', 'api/test/**', 'e2e/**'],
    rules: {
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/unbound-method': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
      // `answer.json() as Body` is how a test names the body it expects.
      '@typescript-eslint/no-unnecessary-type-assertion': 'off',
    },
  },
  {
    files: ['api/src/**/*.ts'],
    ignores: ['api/src/plugins/app/error-handler.ts', 'api/src/plugins/app/programme-services.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_ERROR_HANDLER, PROGRAMME_SERVICES_ONCE] },
  },
  {
    files: ['api/src/plugins/app/programme-services.ts'],
    rules: { 'no-restricted-syntax': ['error', ONE_ERROR_HANDLER] },
  },
  {
    // Migrations see the database as it was when they were written, not today's typed schema
    // (Kysely's own advice: Kysely<any>).
    files: ['api/src/db/migrat*.ts', 'api/src/db/migrations/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // A migration's name starts with the date that orders it and is stored in the database.
    files: ['api/src/db/migrations/[0-9]*.ts'],
    rules: {
      'check-file/filename-naming-convention': ['error', { '**/*.ts': '+([0-9])-+([0-9])-+([a-z0-9-])' }],
    },
  },
  {
    // Build and tool configuration in plain JavaScript: no tsconfig covers it.
    files: scriptFiles,
    extends: [tseslint.configs.disableTypeChecked],
    languageOptions: { globals: { ...globals.node } },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['api/public/sw.js'],
    languageOptions: { sourceType: 'script', globals: { ...globals.serviceworker } },
  },
);
