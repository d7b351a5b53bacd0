// The dependency rules of the repository, checked by dependency-cruiser in `npm test -- lint`
// (depcruise --config .dependency-cruiser.cjs). Imports that broke a rule before the rule existed and are
// being removed are listed in .dependency-cruiser-known-violations.json (docs/KNOWN-LIMITS.md names them);
// any other violation fails the suite.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import cycles anywhere: each module can be read, tested and changed on top of what it imports.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'web-not-to-api',
      comment:
        "The web app and the browser tests reach the server's rules through packages (@brixilated/shop, " +
        "mosaic-core) and the HTTP API, never through the server's files.",
      severity: 'error',
      from: { path: '^(web|e2e)/' },
      to: { path: '^api/' },
    },
    {
      name: 'routes-not-to-app',
      comment: 'createApp (api/src/app.ts) mounts the routes; a route file gets what it needs from AppDeps.',
      severity: 'error',
      from: { path: '^api/src/routes/' },
      to: { path: '^api/src/app\\.ts$' },
    },
    {
      name: 'api-db-at-the-bottom',
      comment:
        'api/src/db (the schema, migrations, connections, the job table) is the bottom layer: it imports no ' +
        'other part of the server, so every module above can use it without a loop.',
      severity: 'error',
      from: { path: '^api/src/db/' },
      to: { path: '^api/src/', pathNot: '^api/src/db/' },
    },
    {
      name: 'api-domain-below-routes',
      comment:
        "The server's layers point down: http -> routes -> the shop's modules (accounts, cart, orders ...) -> db. " +
        'A module of the shop never imports a route, the HTTP layer, the job handlers or the app that mounts them.',
      severity: 'error',
      from: {
        path: '^api/src/(accounts|auth|blueprint|build|cart|coupons|designs|domain|fulfilment|images|mail|orders|payments|storage)/',
      },
      to: { path: '^api/src/((routes|http|jobs)/|(app|main|seed|backup)\\.ts$)' },
    },
    {
      name: 'migrations-frozen',
      comment:
        'A migration must mean the same forever: it imports packages (kysely) and Node built-ins only, never ' +
        "the application's code, which changes.",
      severity: 'error',
      from: { path: '^api/src/db/migrations/' },
      to: { pathNot: '^node_modules/', dependencyTypesNot: ['core'] },
    },
    {
      name: 'shell-on-top',
      comment:
        'The app shell (web/src/app: routes, guards, layout, header) loads the features; features, components, ' +
        'stores and lib never import the shell back. What they share with it lives in web/src/lib.',
      severity: 'error',
      from: { path: '^web/src/', pathNot: '^web/src/(app/|main\\.tsx$)' },
      to: { path: '^web/src/app/' },
    },
    {
      name: 'feature-through-index',
      comment:
        'A feature under web/src/features reaches another only through what that feature offers in its ' +
        'index.ts, never its files.',
      severity: 'error',
      from: { path: '^web/src/features/([^/]+)/' },
      to: {
        path: '^web/src/features/([^/]+)/',
        pathNot: ['^web/src/features/$1/', '^web/src/features/[^/]+/index\\.tsx?$'],
      },
    },
    {
      name: 'editor-worker-through-pipeline',
      comment:
        "The editor's worker has one owner, the editor's pipeline: outside features/editor no file imports the " +
        "editor's store, pipeline, bridge or worker directly; they use what features/editor/index.ts offers.",
      severity: 'error',
      from: { pathNot: '^web/src/features/editor/' },
      to: { path: '^web/src/features/editor/(client/(store|pipeline|bridge)\\.ts$|worker/)' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: {
      path: '(^|/)(node_modules|vendor|target|dist|pkg|test-artifacts|\\.test-data|data)/|^web/public/generated/',
    },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports count: a cycle through types is still two modules that cannot be read apart.
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      extensions: ['.ts', '.tsx', '.mts', '.mjs', '.js', '.d.mts', '.json'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
    },
  },
};
