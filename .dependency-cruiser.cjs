// The import rules of docs/architecture.md, checked in CI (`npm run lint:deps`, in `npm run lint`).
// Tests are left out: a test may reach whatever it checks. Type-only imports count.
const TEST = '\\.(test|fuzz\\.test)\\.tsx?$|/test/';
const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
/**
 * Features every other may use: who is signed in (auth), images (uploads), and the two records the
 * others are about, an event (tours) and a payment (payments). They import no other feature.
 */
const SHARED_FEATURES = '(auth|uploads|tours|payments)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles, type-only ones included.',
      severity: 'error',
      from: { path: '^(apps|packages)/', pathNot: TEST },
      to: { circular: true },
    },
    {
      name: 'server-lib-knows-no-domain',
      comment: 'lib/ holds helpers that know no domain: it imports only lib/ and config.',
      severity: 'error',
      from: { path: `${SERVER}lib/`, pathNot: TEST },
      to: { path: SERVER, pathNot: `${SERVER}(lib/|config\\.ts$)` },
    },
    {
      name: 'server-config-and-i18n-import-nothing-of-the-app',
      severity: 'error',
      from: { path: `${SERVER}(config\\.ts$|i18n/)`, pathNot: TEST },
      to: { path: SERVER, pathNot: `${SERVER}(lib/|config\\.ts$|i18n/)` },
    },
    {
      name: 'server-db-below-the-domain',
      comment: 'db/ holds the schema, migrations, client and backup: it imports only lib/ and config.',
      severity: 'error',
      from: { path: `${SERVER}db/`, pathNot: TEST },
      to: { path: SERVER, pathNot: `${SERVER}(db/|lib/|config\\.ts$)` },
    },
    {
      name: 'server-module-through-its-public-face',
      comment: "A module reaches another only through that module's index.ts.",
      severity: 'error',
      from: { path: `${SERVER}modules/([^/]+)/`, pathNot: TEST },
      to: {
        path: `${SERVER}modules/`,
        pathNot: [`${SERVER}modules/$1/`, `${SERVER}modules/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-below-modules-import-no-module',
      comment:
        'Helpers, the database, mail, storage, the gateway, auth, plugins and metrics sit below the modules.',
      severity: 'error',
      from: { path: `${SERVER}(lib|db|mail|storage|gateway|auth|plugins|jobs|i18n|metrics)/`, pathNot: TEST },
      to: { path: `${SERVER}modules/` },
    },
    {
      name: 'server-the-demo-is-imported-only-at-the-top',
      comment: 'demo/ (seed data and history) sits above the modules: only bootstrap.ts starts it.',
      severity: 'error',
      from: { path: SERVER, pathNot: [TEST, `${SERVER}(demo/|bootstrap\\.ts$)`] },
      to: { path: `${SERVER}demo/` },
    },
    {
      name: 'web-features-meet-in-the-app-layer',
      comment: 'A feature imports no other feature but the shared ones; app/ puts them together.',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/`, pathNot: TEST },
      to: { path: `${WEB}features/`, pathNot: [`${WEB}features/$1/`, `${WEB}features/${SHARED_FEATURES}/`] },
    },
    {
      name: 'web-shared-features-import-no-other',
      comment: 'A shared feature is used by the others, so it uses none of them but the shared ones.',
      severity: 'error',
      from: { path: `${WEB}features/${SHARED_FEATURES}/`, pathNot: TEST },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/${SHARED_FEATURES}/` },
    },
    {
      name: 'web-lib-and-components-below-features',
      severity: 'error',
      from: { path: `${WEB}(lib|components)/`, pathNot: TEST },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-below-the-app',
      severity: 'error',
      from: { path: `${WEB}features/`, pathNot: TEST },
      to: { path: `${WEB}app/` },
    },
    {
      name: 'server-web-page-tables-only-where-pages-are-served',
      comment:
        "The shared package's page tables (a first screen's reads, image sizes) are the web's; on the server only the plugins that answer pages read them.",
      severity: 'error',
      from: { path: SERVER, pathNot: [TEST, `${SERVER}plugins/(web-app|first-image|drawn-screens)\\.ts$`] },
      to: { path: '^packages/shared/src/(first-screen|images)\\.ts$' },
    },
    {
      name: 'shared-imports-no-app',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.depcruise.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
