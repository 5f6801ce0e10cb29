import { builtinModules } from 'node:module';
import js from '@eslint/js';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** Code that runs in Node only: the server and the build-time half of the engine. */
// The page studio is a development tool: only its own folder and scripts/ (its server) may
// import it, so nothing under the site's entry can pull it into the production build.
const studioZone = {
  target: ['./src/!(studio)/**', './src/*', './*', './tests/!(unit)/**'],
  from: './src/studio',
  message: 'Only src/studio/ and scripts/ may import the page studio (dev only).',
};

/** The site: what the engine runs and is given, never imports. */
const site = ['blocks', 'back-office', 'forms', 'layout', 'app', 'ui', 'chat', 'styles'].map(
  (d) => `./src/${d}`,
);

const layerZones = [
  {
    target: './src/schema/**',
    from: [...site, './src/engine', './src/server', './src/entry-server.tsx'],
    message:
      'src/schema is the page and config vocabulary every layer reads; it imports none of them (docs/architecture.md).',
  },
  {
    target: './src/engine/**',
    from: [...site, './src/server', './src/entry-server.tsx'],
    message:
      'The engine is given the site (its blocks, field types, layout, providers); it never imports it (docs/architecture.md).',
  },
  {
    target: site.map((dir) => `${dir}/**`),
    from: ['./src/entry-server.tsx'],
    message:
      'The entry hands the site to the engine; the site never imports it (docs/architecture.md).',
  },
  {
    target: [
      './src/{blocks,back-office,forms,layout,app,ui,chat,styles,engine,schema}/**',
      './src/entry-server.tsx',
    ],
    from: './src/server',
    message: 'Only the server and the tools above it import the server (docs/architecture.md).',
  },
];

/**
 * The back office's applications (the leads inbox, the account page) hold their own words'
 * schema and API clients, and the thin blocks that mount them import them (decisions.md #96):
 * an application never imports a block, the layout or the chat, so it can be mounted anywhere.
 */
const backOfficeZone = {
  target: './src/back-office/**',
  from: ['./src/blocks', './src/layout', './src/chat', './src/app'],
  message:
    'A back-office application imports no block, layout or app file: its words and clients live beside it, and its block imports it (decisions.md #96).',
};

/**
 * Inside the server (docs/architecture.md, decisions.md #99): app.ts and main.ts put it together;
 * routes/ is the API; the services and the plumbing (http/) sit under it; storage/ is the lowest.
 */
const server = './src/server';
const serverZones = [
  {
    target: [`${server}/*/**`, `${server}/!(app|main).ts`],
    from: [`${server}/app.ts`, `${server}/main.ts`],
    message:
      'app.ts and main.ts put the server together: no other server file imports them (docs/architecture.md).',
  },
  {
    target: [`${server}/!(routes)/**`, `${server}/!(app|main).ts`],
    from: `${server}/routes`,
    message:
      'routes/ is the API, the top of the server: nothing under it imports a route; move what both need down to a service (docs/architecture.md).',
  },
  {
    target: `${server}/http/**`,
    from: `${server}/!(http|storage)/**`,
    message:
      'http/ is what every route and service answers with, under the services: it imports none of their folders; a guard that needs a session lives in auth/ (docs/architecture.md).',
  },
  {
    target: `${server}/storage/**`,
    from: [`${server}/!(storage)/**`, `${server}/*.ts`],
    message:
      'storage/ is the lowest layer of the server and imports no other server file: a type it stores or implements lives in storage/ (docs/architecture.md).',
  },
];

/**
 * Inside the studio (docs/architecture.md, decisions.md #99): the app (StudioApp, its routes,
 * main) puts the screens together; a screen never imports another; the shared parts (every other
 * folder, and the top-level components) sit under the screens; the data layer (the API client,
 * the session, what the screens share, paths, times and page titles) sits under every component.
 */
const studio = './src/studio';
const studioApp = ['StudioApp', 'main', 'studio-routes'];
const studioData = [
  'studio-api',
  'studio-session',
  'studio-shared',
  'studio-paths',
  'when',
  'page-title',
];
/** What the routes show (the page list, the editor) and the preview frame's own document. */
const studioScreens = ['editor', 'pages', 'preview'];
const studioZones = [
  {
    target: [`${studio}/*/**`, `${studio}/!(${studioApp.join('|')}).{ts,tsx}`],
    from: studioApp.map((file) => `${studio}/${file}.tsx`),
    message:
      'StudioApp, studio-routes and main put the studio together: no screen or part imports them; what screens share is studio-shared.ts (docs/architecture.md).',
  },
  {
    target: `${studio}/{${studioData.join(',')}}.ts`,
    from: [`${studio}/*/**`, `${studio}/*.tsx`],
    message:
      "The studio's data layer (its API client, session, shared state, paths, times and page titles) imports no component: a type both need lives in the data file (docs/architecture.md).",
  },
  ...studioScreens.map((screen) => ({
    target: `${studio}/${screen}/**`,
    from: studioScreens.filter((other) => other !== screen).map((other) => `${studio}/${other}`),
    message:
      'A studio screen never imports another screen: what two screens use lives in a shared part (ui/, form/, pickers/, changes/ …) or the data layer (docs/architecture.md).',
  })),
  {
    target: [
      `${studio}/!(${studioScreens.join('|')})/**`,
      `${studio}/!(${studioApp.join('|')}).{ts,tsx}`,
    ],
    from: studioScreens.map((screen) => `${studio}/${screen}`),
    message:
      "The studio's shared parts (ui/, form/, pickers/, changes/, history/ …) never import a screen (editor/, pages/, preview/): move what both need down to a shared part (docs/architecture.md).",
  },
];

/** scripts/ only starts things: what src/ uses lives under src/ (decisions.md #88). */
const scriptsZone = {
  target: './src/**',
  from: './scripts',
  message:
    'scripts/ only starts things: move what src/ needs under src/ and import it from there (docs/architecture.md).',
};

const nodeOnly = ['src/server/**', 'src/engine/tooling/**', 'src/engine/validation/**'];

// Every Node built-in, bare ("fs") or prefixed ("node:fs"): none of them exists in a browser.
const noNode = 'Browser code cannot use Node built-ins.';
const nodeBuiltins = {
  paths: builtinModules
    .filter((name) => !name.startsWith('_'))
    .map((name) => ({ name, message: noNode })),
  patterns: [{ group: ['node:*'], message: noNode }],
};

export default tseslint.config(
  {
    ignores: [
      'dist',
      'node_modules',
      'schemas',
      'test-results',
      'playwright-report',
      'data',
      '.bench',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      'no-console': 'off',
    },
  },
  {
    // No import cycles anywhere: a cycle makes load order decide what a module sees.
    files: ['**/*.{js,ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: {
      'import-x/no-cycle': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [studioZone],
        },
      ],
    },
  },
  {
    // Layers point one way (docs/architecture.md): schema ← engine ← site ← server ← studio.
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          basePath: import.meta.dirname,
          zones: [
            studioZone,
            scriptsZone,
            backOfficeZone,
            ...layerZones,
            ...serverZones,
            ...studioZones,
          ],
        },
      ],
    },
  },
  {
    // No function over 150 lines, blank lines and comments counted: past that, split it into
    // parts that each do one thing.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'max-lines-per-function': [
        'error',
        { max: 150, skipBlankLines: false, skipComments: false, IIFEs: true },
      ],
    },
  },
  {
    // Everything under src/ ships to the browser (or is shared with it) except the Node-only
    // folders.
    files: ['src/**/*.{ts,tsx}'],
    ignores: nodeOnly,
    rules: { 'no-restricted-imports': ['error', nodeBuiltins] },
  },
  {
    // Browser code never pulls in zod: page data is validated at build time, and forms load
    // zod lazily through src/forms.
    files: [
      'src/{app,blocks,back-office,layout,ui,chat,styles}/**/*.tsx',
      'src/engine/{islands,browser}/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'zod', message: 'Validate at build time; zod only loads with forms.' },
            ...nodeBuiltins.paths,
          ],
          patterns: nodeBuiltins.patterns,
        },
      ],
    },
  },
);
