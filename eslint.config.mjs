import nextCoreWebVitals from 'eslint-config-next/core-web-vitals';
import nextTypeScript from 'eslint-config-next/typescript';

/**
 * The layers (README "Layout", docs/architecture.md): server/ and lib/ never depend on the UI (components/, app/), components/
 * never on the routes that use them (app/), lib/ stays free of server-only code, and the web app never
 * reaches into provider/ (a separate process, talked
 * to only over HTTP). Both `@/x` and relative spellings are caught.
 */
const fromRoot = (dirs) => `^(@/|(\\.\\./)+)(${dirs.join('|')})(/|$)`;
const restrict = (dirs, message) => ({ regex: fromRoot(dirs), message });
const uiImport = restrict(['components', 'app'], 'server/ and lib/ must not import the UI (components/, app/): move the shared code to lib/ or server/.');
const providerImport = restrict(['provider'], 'The web app talks to the provider over HTTP only: do not import provider/.');
const serverImport = restrict(['server'], 'lib/ is shared with the browser: it must not import server/.');
const routeImport = restrict(['app'], 'components/ must not import routes (app/): a server action lives in server/ beside the code it calls, shared code in lib/.');
// Code loaded on first use goes through components/ui/loadOnFirstUse.ts, which says why these two are not used.
const lazyImports = [
  { name: 'next/dynamic', message: 'Load code on first use with components/ui/loadOnFirstUse.ts (a failed chunk gets a message and a retry).' },
  { name: 'react', importNames: ['lazy'], message: 'Load code on first use with components/ui/loadOnFirstUse.ts (a failed chunk gets a message and a retry).' },
];
const layering = [
  { files: ['server/**'], rules: { 'no-restricted-imports': ['error', { patterns: [uiImport, providerImport] }] } },
  { files: ['lib/**'], rules: { 'no-restricted-imports': ['error', { patterns: [uiImport, providerImport, serverImport] }] } },
  // A test may check lib/ code together with the server code that uses it.
  { files: ['lib/**/*.test.*'], rules: { 'no-restricted-imports': ['error', { patterns: [uiImport, providerImport] }] } },
  { files: ['app/**', 'proxy.ts', 'instrumentation*.ts'], rules: { 'no-restricted-imports': ['error', { patterns: [providerImport], paths: lazyImports }] } },
  { files: ['components/**'], rules: { 'no-restricted-imports': ['error', { patterns: [providerImport, routeImport], paths: lazyImports }] } },
];

const config = [
  ...nextCoreWebVitals,
  ...nextTypeScript,
  ...layering,
  // No import circles, in the web app or the provider: a module that imports one importing it runs
  // with half-initialised bindings, and a circle tangles what should be layers. Type-only imports are
  // not followed (they vanish at compile time), so keep shared types in a small module of their own
  // anyway (the deferred forms' *FormParts.ts). `@/` paths resolve through the TypeScript resolver
  // eslint-config-next sets up. The rule is the slowest of all (it parses every module it reaches),
  // so it leaves out the files nothing imports, which can never be in a circle: tests and journeys.
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    ignores: ['**/*.test.{ts,tsx}', 'e2e/**'],
    rules: { 'import/no-cycle': ['error', { ignoreExternal: true }] },
  },
  // CommonJS is what jest's config loader expects, and what old Nodes parse (the version check).
  { files: ['jest.config.js', 'scripts/check-node.cjs'], rules: { '@typescript-eslint/no-require-imports': 'off' } },
  {
    ignores: ['.next*/**', 'node_modules/**', '.tools/**', 'test-results/**', 'playwright-report/**', '.data/**', 'next-env.d.ts'],
  },
];

export default config;
