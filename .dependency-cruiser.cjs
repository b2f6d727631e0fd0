/**
 * The layers of the code and the one direction imports go (docs/architecture.md). `npm run deps`
 * fails on an import circle (type imports count) and on any import that runs back up a layer.
 *
 * Server, lowest first: core ← db ← http ← metrics ← crud ← (auth, files) ← domains ← the resources' server
 * behaviour (resources/<domain>/<name>/server.ts) ← the app (server/app.ts and its lists).
 * The declarations (resources/**, not screens or server behaviour) are below everything and import
 * nothing but each other. The web app never imports the server.
 */
const SERVER_APP = '^server/(app|main|resources|database-shape)\\.ts$';
const RESOURCE_SERVER = '^resources/.+/server(\\.ts|/)';

const layer = (name, from, forbidden, comment) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from },
  to: { path: forbidden },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'An import circle (type imports included) ties modules that should be layered.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    layer(
      'core-is-the-bottom',
      '^server/core/',
      '^server/(?!core/)|^resources/',
      'server/core holds pure helpers: it imports nothing of the server.',
    ),
    layer(
      'db-below-http',
      '^server/db/',
      `^server/(http|metrics|crud|auth|files|domains|demo|rest)/|${SERVER_APP}|${RESOURCE_SERVER}`,
      'The database layer knows tables and declarations, not requests, routes or domains.',
    ),
    layer(
      'http-below-crud',
      '^server/http/',
      `^server/(metrics|crud|auth|files|domains|demo|rest)/|${SERVER_APP}|${RESOURCE_SERVER}`,
      'Requests, guard and errors know nothing of the metrics, the engine or the domains.',
    ),
    layer(
      'metrics-below-crud',
      '^server/metrics/',
      `^server/(crud|auth|files|domains|demo|rest)/|${SERVER_APP}|${RESOURCE_SERVER}`,
      'The metrics count what the layers above tell them (app.metrics); they import none of them.',
    ),
    layer(
      'crud-below-domains',
      '^server/crud/',
      `^server/(auth|files|domains|demo|rest)/|${SERVER_APP}|${RESOURCE_SERVER}`,
      'The generic engine knows declarations, not the domains that use it.',
    ),
    layer(
      'platform-services-below-domains',
      '^server/(auth|files)/',
      `^server/(domains|demo|rest)/|${SERVER_APP}|${RESOURCE_SERVER}`,
      'Sign-in and files serve the domains; they do not import them.',
    ),
    layer(
      'domains-below-resource-behaviour',
      '^server/domains/',
      `^server/(demo|rest)/|${SERVER_APP}|${RESOURCE_SERVER}`,
      "A domain's logic is used by the resources' behaviour, never the other way round.",
    ),
    layer(
      'rest-dialect-beside-the-app',
      '^server/rest/',
      `^server/(domains|demo)/|${SERVER_APP}|${RESOURCE_SERVER}`,
      'The REST dialect translates requests into Blade calls; it knows the engine, not the domains.',
    ),
    layer(
      'demo-below-the-app',
      '^server/demo/',
      `${SERVER_APP}|${RESOURCE_SERVER}`,
      'The demo data generators are used by the app and the seed script only.',
    ),
    layer(
      'declarations-are-pure',
      '^resources/(.+/schema|types|declarations)\\.ts$',
      '\\.tsx$|^(src|dataProvider|authProvider|i18n|server)/|^node_modules/(react|react-dom|@mui|react-admin)/',
      'A declaration is data both halves read: no server code, no React, no web app.',
    ),
    layer(
      'web-never-imports-the-server',
      '^(src|dataProvider|authProvider|i18n)/|^resources/(?!.+/server(\\.ts|/))',
      `^server/|${RESOURCE_SERVER}`,
      'The web app (and the declarations) talk to the server over HTTP only.',
    ),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|dist|data|coverage)/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { exportsFields: ['exports'], conditionNames: ['import', 'require', 'node', 'default'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
