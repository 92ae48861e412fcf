/**
 * The layers of the code and which way imports may point (README "Layout"). `npm run lint` runs this
 * after Biome; a violation fails CI.
 *
 * Server (apps/server/src), bottom to top: lib, settings → db, media → core → modules → http, realtime → app/main.
 * Web (apps/web/src), bottom to top: lib → i18n → api → shared → features → app.
 */
const S = '^apps/server/src/';
const W = '^apps/web/src/';
const notTests = '\\.test\\.tsx?$';

/** A rule that `from` may import only what `allowed` lists (within its own workspace's src). */
const only = (name, comment, from, allowed, within) => ({
  name,
  comment,
  severity: 'error',
  from: { path: from, pathNot: notTests },
  to: { path: within, pathNot: allowed },
});

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circles anywhere: a circle makes load order matter and layers meaningless.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'contract-is-self-contained',
      comment: 'packages/contract is shared by web and server and imports neither.',
      severity: 'error',
      from: { path: '^packages/contract/' },
      to: { path: '^(apps|e2e)/' },
    },

    // ——— server ———
    only(
      'server-lib-is-a-leaf',
      'lib/ holds pure helpers: it imports nothing of the server.',
      `${S}lib/`,
      [`${S}lib/`],
      S,
    ),
    only(
      'server-settings-is-a-leaf',
      'settings.ts reads the environment and imports nothing of the server.',
      `${S}settings\\.ts$`,
      [],
      S,
    ),
    only(
      'server-db-below-core',
      'db/ (schema, client, migrations) imports only lib/.',
      `${S}db/`,
      [`${S}db/`, `${S}lib/`],
      S,
    ),
    only(
      'server-media-below-core',
      'media/ (storage drivers) imports only lib/ and settings.',
      `${S}media/`,
      [`${S}media/`, `${S}lib/`, `${S}settings\\.ts$`],
      S,
    ),
    only(
      'server-core-below-modules',
      'core/ (errors, session types, context, events) imports nothing of http/, modules/ or app.ts.',
      `${S}core/`,
      [`${S}core/`, `${S}lib/`, `${S}db/`, `${S}media/`, `${S}settings\\.ts$`],
      S,
    ),
    only(
      'server-modules-use-core',
      'A module imports the core, lib, db, media and settings; never http/, app.ts or main.ts.',
      `${S}modules/`,
      [`${S}modules/`, `${S}core/`, `${S}lib/`, `${S}db/`, `${S}media/`, `${S}settings\\.ts$`],
      S,
    ),
    {
      name: 'server-modules-meet-through-index',
      comment:
        "A module reaches another area only through that area's index.ts (its exported services), never its internals.",
      severity: 'error',
      from: { path: `${S}modules/([^/]+)/`, pathNot: notTests },
      to: {
        path: `${S}modules/`,
        pathNot: [`${S}modules/$1/`, `${S}modules/[^/]+/index\\.ts$`],
      },
    },
    only(
      'server-http-below-app',
      'http/ (plugins) builds on the core; it never imports an area module.',
      `${S}http/`,
      [`${S}http/`, `${S}core/`, `${S}lib/`, `${S}db/`, `${S}media/`, `${S}settings\\.ts$`],
      S,
    ),
    only(
      'server-realtime-above-modules',
      "realtime/ (socket.io) builds on the core and the areas' exported services; never http/ or app.ts.",
      `${S}realtime/`,
      [
        `${S}realtime/`,
        `${S}modules/[^/]+/index\\.ts$`,
        `${S}core/`,
        `${S}lib/`,
        `${S}db/`,
        `${S}settings\\.ts$`,
      ],
      S,
    ),
    only(
      'server-seed-above-modules',
      'seed/ generates demo data through the areas; it never imports http/ or app.ts.',
      `${S}seed/`,
      [`${S}seed/`, `${S}modules/`, `${S}core/`, `${S}lib/`, `${S}db/`, `${S}media/`, `${S}settings\\.ts$`],
      S,
    ),

    // ——— web ———
    only(
      'web-lib-is-the-core',
      'lib/ (session, runtime config, paths, app events) imports only lib/.',
      `${W}lib/`,
      [`${W}lib/`],
      W,
    ),
    only('web-i18n-above-lib', 'i18n/ imports only lib/.', `${W}i18n/`, [`${W}i18n/`, `${W}lib/`], W),
    only(
      'web-api-above-i18n',
      'api/ (request wrapper) imports lib/ and i18n/.',
      `${W}api/`,
      [`${W}api/`, `${W}lib/`, `${W}i18n/`],
      W,
    ),
    only(
      'web-shared-below-features',
      'shared/ (UI pieces, hooks) imports lib/, i18n/ and api/; never a feature or the app.',
      `${W}shared/`,
      [`${W}shared/`, `${W}lib/`, `${W}i18n/`, `${W}api/`],
      W,
    ),
    only(
      'web-features-below-app',
      'A feature imports lib/, i18n/, api/ and shared/; never app/.',
      `${W}features/`,
      [`${W}features/`, `${W}shared/`, `${W}lib/`, `${W}i18n/`, `${W}api/`],
      W,
    ),
    {
      name: 'web-features-apart',
      comment: 'A feature never imports another feature: what two features share lives in shared/ or lib/.',
      severity: 'error',
      from: { path: `${W}features/([^/]+)/`, pathNot: notTests },
      to: { path: `${W}features/`, pathNot: `${W}features/$1/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(node_modules|dist|test-results)/' },
    tsPreCompilationDeps: true,
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'require', 'node', 'default', 'types'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
