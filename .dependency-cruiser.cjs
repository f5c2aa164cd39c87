/**
 * The layer rules of every package (docs/architecture.md, "Layers"), checked by `npm test`:
 * areas are leaves, shared layers never reach up, and no import cycle anywhere.
 */
const TESTS = '\\.test\\.tsx?$|/test/';
// core's per-area modules live side by side in these folders; the other names are its shared modules.
const CORE_AREA_FOLDERS = '(?:contracts|client|rules|messages|stores)';
const CORE_SHARED =
  '(?:index|common|define|fields|inert-zod|api-error|create-client|default-client|field|date|paging|session|search-flow|search-view|filter-data-cache|shared-[a-z-]+)';

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle: split out what both sides need.',
      from: {},
      to: { circular: true },
    },
    {
      name: 'react-area-to-area',
      severity: 'error',
      comment: 'A React area imports only the shared layers (ui, form-kit, data, navigation, kits) and @studyatlas/core; a screen showing several areas belongs in composites/.',
      from: { path: '^packages/react/src/areas/([^/]+)/', pathNot: TESTS },
      to: { path: '^packages/react/src/areas/', pathNot: '^packages/react/src/areas/$1/' },
    },
    {
      name: 'react-areas-below-composites',
      severity: 'error',
      comment: 'Composites are above the areas: an area never imports one.',
      from: { path: '^packages/react/src/areas/', pathNot: TESTS },
      to: { path: '^packages/react/src/composites/' },
    },
    {
      name: 'react-shared-layers-reach-down-only',
      severity: 'error',
      comment: 'ui, form-kit, data, navigation and kits serve the areas: they never import an area or a composite.',
      from: { path: '^packages/react/src/(ui|form-kit|forms|data|navigation|kits)/', pathNot: TESTS },
      to: { path: '^packages/react/src/(areas|composites)/' },
    },
    {
      name: 'react-ui-is-the-bottom',
      severity: 'error',
      comment: 'ui primitives know nothing of forms, data loading, navigation or kits.',
      from: { path: '^packages/react/src/ui/', pathNot: TESTS },
      to: { path: '^packages/react/src/(form-kit|forms|data|navigation|kits)/' },
    },
    {
      name: 'server-area-to-area',
      severity: 'error',
      comment: 'A server area imports only the shared server layers (db, http, catalogue, mail, …) and @studyatlas/core.',
      from: { path: '^packages/server/src/areas/([^/]+)/', pathNot: TESTS },
      to: { path: '^packages/server/src/areas/', pathNot: ['^packages/server/src/areas/$1/', '^packages/server/src/areas/index\\.ts$'] },
    },
    {
      name: 'elements-area-to-area',
      severity: 'error',
      comment: 'An element area imports only the package’s shared files; the search panel is a composite.',
      from: { path: '^packages/elements/src/areas/([^/]+)/', pathNot: TESTS },
      to: { path: '^packages/elements/src/(areas|composites)/', pathNot: '^packages/elements/src/areas/$1/' },
    },
    {
      name: 'core-area-to-area',
      severity: 'error',
      comment: 'One area’s contracts, client, rules, messages or stores never import another area’s: shared shapes and helpers sit in the shared modules. An area may be split into parts named after it (profile.ts, profile-passport.ts, …).',
      from: { path: `^packages/core/src/${CORE_AREA_FOLDERS}/([a-z]+)\\.ts$`, pathNot: [TESTS, `^packages/core/src/${CORE_AREA_FOLDERS}/${CORE_SHARED}\\.ts$`] },
      to: {
        path: `^packages/core/src/${CORE_AREA_FOLDERS}/[a-z-]+\\.ts$`,
        pathNot: [
          `^packages/core/src/${CORE_AREA_FOLDERS}/${CORE_SHARED}\\.ts$`,
          `^packages/core/src/${CORE_AREA_FOLDERS}/$1\\.ts$`,
          `^packages/core/src/${CORE_AREA_FOLDERS}/$1-[a-z-]+\\.ts$`,
        ],
      },
    },
    {
      name: 'core-area-part-to-area',
      severity: 'error',
      comment: 'The same for an area’s parts (search-panel.ts, profile-passport.ts): the area is the first word of the name.',
      from: { path: `^packages/core/src/${CORE_AREA_FOLDERS}/([a-z]+)-[a-z-]+\\.ts$`, pathNot: [TESTS, `^packages/core/src/${CORE_AREA_FOLDERS}/${CORE_SHARED}\\.ts$`] },
      to: {
        path: `^packages/core/src/${CORE_AREA_FOLDERS}/[a-z-]+\\.ts$`,
        pathNot: [
          `^packages/core/src/${CORE_AREA_FOLDERS}/${CORE_SHARED}\\.ts$`,
          `^packages/core/src/${CORE_AREA_FOLDERS}/$1\\.ts$`,
          `^packages/core/src/${CORE_AREA_FOLDERS}/$1-[a-z-]+\\.ts$`,
        ],
      },
    },
    {
      name: 'no-react-in-core',
      severity: 'error',
      comment: 'core runs anywhere (Node, any framework): no React.',
      from: { path: '^packages/core/' },
      to: { path: '(^|/)node_modules/(react|react-dom)/' },
    },
    {
      name: 'server-not-from-ui',
      severity: 'error',
      comment: 'The server never imports the React or elements packages.',
      from: { path: '^packages/server/' },
      to: { path: '^packages/(react|elements)/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)(dist|node_modules)/|\\.d\\.ts$' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { conditionNames: ['source', 'import', 'default'], extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
