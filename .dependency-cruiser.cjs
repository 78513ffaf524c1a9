/**
 * The rooms of the code and what each may import: `npm run lint` and scripts/test.sh run
 * `depcruise` with these rules, so a wrong import fails the build instead of waiting for a review.
 * docs/architecture.md explains the rooms; docs/decisions/0014-layering.md why these rules.
 *
 *   app/      the pages (React Router)      may import common/
 *     routes/, components/   in rooms per audience: public/, welcome/, admin/ (each imported by its own
 *                            room), components/ui/ shared by several (imports no audience), lib/ helpers
 *   server/   Fastify, domain, database     may import common/; first-start.ts alone loads demo/ (dynamically)
 *     domain/    rules and flows, plain values   db/, infra/ and itself (never api/, web/, http/); every module
 *                in a folder of its aggregate (properties/, stays/, access/, …; shared/ for what all use)
 *     infra/     outside systems: feed fetch,    the domain's types and pure parsers, db/ (never api/, web/,
 *                parser worker, sharp, SMTP,     http/)
 *                Redis, the image disk cache
 *     api/, web/ the two HTTP adapters           domain/, http/, db/ types; never each other
 *     http/      what both adapters share        domain/ (cookies, caching, refusals, timeouts, streams)
 *     db/        connection, migrations, types   nothing above it
 *   common/   schemas, types, texts         imports nothing of ours
 *   demo/     demo content and photos       may import server/ and common/
 *   e2e/, scripts/                          may import anything
 *
 * An import that crosses from one room into another is written with the room's alias (`#common/…`, see
 * package.json "imports"); a relative path that climbs out of its room is refused, and so is the alias of
 * the room the importing file is in (inside a room, imports are relative).
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'app-not-to-server',
      comment:
        'The pages reach the server through the load context (common/load-context.ts) and the API, never by import.',
      severity: 'error',
      from: { path: '^app/' },
      to: { path: '^(server|demo)/' },
    },
    {
      name: 'server-not-to-app',
      comment:
        'The server owns the contract with the pages (common/load-context.ts); it loads the built pages at run time, never imports app/.',
      severity: 'error',
      from: { path: '^server/' },
      to: { path: '^app/' },
    },
    {
      name: 'common-imports-nothing-of-ours',
      comment: 'common/ is shared by server and browser: it may import packages and itself only.',
      severity: 'error',
      from: { path: '^common/' },
      to: { path: '^(app|server|demo|e2e|scripts)/' },
    },
    {
      name: 'french-texts-only-where-french-is-needed',
      comment:
        'The French catalogue loads only on French pages (issue 28): the browser entry imports it with import() before hydrating one; the server entry and server/ may import it, and so may tests (they check the French a page shows).',
      severity: 'error',
      from: {
        path: '^(app|common)/',
        pathNot: '^(app/entry\\.(client|server)\\.tsx|common/i18n/.+|.+\\.test\\.tsx?)$',
      },
      to: { path: '^common/i18n/french/' },
    },
    {
      name: 'french-loaded-lazily-in-the-browser',
      comment:
        'app/entry.client.tsx loads the French catalogue with import(), so that it is a chunk of its own.',
      severity: 'error',
      from: { path: '^app/entry\\.client\\.tsx$' },
      to: { path: '^common/i18n/french/', dynamic: false },
    },
    {
      name: 'demo-only-from-the-seeding-entry',
      comment:
        'The demo content is loaded only when a first start seeds: one dynamic import in server/first-start.ts, so a start on a seeded database never loads it.',
      severity: 'error',
      from: { path: '^(app|server|common)/', pathNot: '^server/first-start\\.ts$' },
      to: { path: '^demo/' },
    },
    {
      name: 'demo-seeded-dynamically',
      comment:
        'server/first-start.ts imports demo/ with import(), so that the compiled server keeps it in a chunk of its own.',
      severity: 'error',
      from: { path: '^server/first-start\\.ts$' },
      to: { path: '^demo/', dynamic: false },
    },
    {
      name: 'demo-not-to-app',
      severity: 'error',
      from: { path: '^demo/' },
      to: { path: '^app/' },
    },
    {
      name: 'nothing-imports-tests-or-tools',
      comment: 'e2e/ and scripts/ use the product; the product never uses them.',
      severity: 'error',
      // a test beside the code may use the test tools (scripts/lib/start-server.ts starts a built server)
      from: { path: '^(app|server|common|demo)/', pathNot: '\\.test\\.tsx?$' },
      to: { path: '^(e2e|scripts)/' },
    },
    {
      name: 'cross-room-imports-use-the-alias',
      comment:
        'An import into another room is written `#room/…` (package.json "imports"), not `../../room/…`: run `node --import tsx scripts/rewrite-imports.ts`.',
      severity: 'error',
      from: { path: '^(app|server|common|demo|e2e|scripts)/' },
      to: {
        path: '^(app|server|common|demo)/',
        pathNot: '^$1/',
        // the specifier as written: a relative one that reaches another room
        dependencyTypesNot: ['aliased-subpath-import', 'aliased'],
      },
    },
    {
      name: 'imports-inside-a-room-are-relative',
      comment:
        'One import style: inside a room a module is named by its relative path (`../../lib/api.ts`), the alias (`#app/…`) is for the other rooms (e2e/, scripts/). `node --import tsx scripts/rewrite-imports.ts` rewrites it.',
      severity: 'error',
      from: { path: '^(app|server|common|demo)/' },
      to: { path: '^$1/', dependencyTypes: ['aliased-subpath-import'] },
    },
    // app/ in rooms per audience (docs/architecture.md "app/ in rooms"): routes/ and components/ each have
    // public/, welcome/ and admin/; components/ui/ holds what two or more audiences show; lib/ the helpers.
    {
      name: 'app-components-and-routes-in-rooms',
      comment:
        'Every component and route module is in a room (public/, welcome/, admin/; ui/ for components two audiences share), not at the top of app/components/ or app/routes/.',
      severity: 'error',
      from: {},
      to: { path: '^app/(components|routes)/[^/]+$' },
    },
    {
      name: 'app-public-room-only-from-public',
      comment:
        "The public site's routes and components serve the public room only. Beside it: app/root.tsx (the document shell shows the public splash screen, the site's JSON-LD and its 404 page), app/routes.ts (puts the rooms' routes together), the back office's page preview (it shows the public page with its header and footer, as it will be) and tests.",
      severity: 'error',
      from: {
        path: '^app/',
        pathNot:
          '^app/((routes|components)/public/.+|root\\.tsx|routes\\.ts|routes/admin/content-preview\\.tsx|.+\\.test\\.tsx?)$',
      },
      to: { path: '^app/(routes|components)/public/' },
    },
    {
      name: 'app-welcome-room-only-from-welcome',
      comment:
        "The guest welcome pages' routes and components serve the welcome room only (app/routes.ts puts the rooms' routes together; tests may use anything).",
      severity: 'error',
      from: {
        path: '^app/',
        pathNot: '^app/((routes|components)/welcome/.+|routes\\.ts|.+\\.test\\.tsx?)$',
      },
      to: { path: '^app/(routes|components)/welcome/' },
    },
    {
      name: 'app-admin-room-only-from-admin',
      comment:
        "The back office's routes and components serve the admin room only (app/routes.ts puts the rooms' routes together; tests may use anything).",
      severity: 'error',
      from: {
        path: '^app/',
        pathNot: '^app/((routes|components)/admin/.+|routes\\.ts|.+\\.test\\.tsx?)$',
      },
      to: { path: '^app/(routes|components)/admin/' },
    },
    {
      name: 'app-ui-imports-no-audience',
      comment:
        "components/ui/ is what several audiences show (a dialog, stars, Markdown, a QR code, a copy button): it imports lib/ and itself, never an audience's room.",
      severity: 'error',
      from: { path: '^app/components/ui/' },
      to: { path: '^app/(routes|components)/(public|welcome|admin)/' },
    },
    {
      name: 'app-lib-imports-no-components-or-routes',
      comment:
        'app/lib/ holds the helpers (data, formats, hooks, the API client) under the components and routes: it imports neither (a type of the root loader from app/root.tsx is allowed).',
      severity: 'error',
      from: { path: '^app/lib/' },
      to: { path: '^app/(components|routes)/' },
    },
    {
      name: 'server-domain-takes-plain-values',
      comment:
        'server/domain/ holds the rules and the flows (logins, enquiries, limits); it takes plain values and never sees HTTP: it imports neither adapter (api/, web/) nor the HTTP helpers (http/).',
      severity: 'error',
      from: { path: '^server/domain/' },
      to: { path: '^server/(api|web|http)/' },
    },
    {
      name: 'server-domain-in-aggregate-folders',
      comment:
        'Every module of server/domain/ is in the folder of its aggregate (properties/, stays/, access/, calendar/, …), and what every folder uses in shared/: none at the top of server/domain/ (docs/architecture.md, ADR 0051).',
      severity: 'error',
      from: {},
      to: { path: '^server/domain/[^/]+$' },
    },
    {
      name: 'server-infra-takes-no-http',
      comment:
        'server/infra/ talks to outside systems (the feed fetch and its parser worker, sharp, SMTP, Redis, the image disk cache) for the domain and app.ts; like the domain it never sees HTTP requests: it imports neither adapter (api/, web/) nor the HTTP helpers (http/).',
      severity: 'error',
      from: { path: '^server/infra/' },
      to: { path: '^server/(api|web|http)/' },
    },
    {
      name: 'http-errors-only-in-the-adapters',
      comment:
        'The domain signals a refusal with its own errors (server/domain/shared/errors.ts: invalid, not found, conflict, forbidden…) and never builds or reads an HttpError; server/http/http-errors.ts, which maps the one to the other, is for the adapters (api/, web/, http/, app.ts) alone (ADR 0053).',
      severity: 'error',
      from: { pathNot: '^server/(api|web|http)/|^server/app\\.ts$' },
      to: { path: '^server/http/http-errors\\.ts$' },
    },
    {
      name: 'server-db-imports-nothing-above',
      comment: 'server/db/ (connection, migrations, table types) is the bottom floor of the server.',
      severity: 'error',
      from: { path: '^server/db/' },
      to: { path: '^server/(domain|infra|api|web|http)/' },
    },
    {
      name: 'server-adapters-apart',
      comment:
        'The API (server/api/) and the pages adapter (server/web/) share cookies, caching and refusals through server/http/, never each other.',
      severity: 'error',
      from: { path: '^server/(api|web)/' },
      to: { path: '^server/(api|web)/', pathNot: '^server/$1/' },
    },
    {
      name: 'server-http-below-the-adapters',
      comment: 'server/http/ is what both adapters share; it imports neither of them.',
      severity: 'error',
      from: { path: '^server/http/' },
      to: { path: '^server/(api|web)/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes the load order matter and the modules impossible to understand alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import that resolves to nothing: a typo or a missing package.',
      severity: 'error',
      from: {},
      // route modules' `./+types/…` are generated by `react-router typegen` and found through tsconfig rootDirs
      to: { couldNotResolve: true, pathNot: '/\\+types/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '^(node_modules|build|\\.react-router|public)/' },
    // type-only imports are dependencies too: a type from app/ in server/ still couples the two
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.d.ts'],
      mainFields: ['module', 'main', 'types', 'typings'],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
