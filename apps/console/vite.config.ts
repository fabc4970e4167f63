import { execFileSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

const MAIN_SCRIPT = 'assets/main-[hash].js';
// The chunks of src/app/signedInParts.ts (the guard among them), the landing page (src/routes/landingScreen.ts) and core's HTTP client
// (with axios): what the main script loads once someone is signed in.
const SIGNED_IN_PARTS =
  /^assets\/(signedInGuard|SignedInLayout|ConsoleShell|screenLoader|DashboardPage|axiosClient)-/;

// react-router's package exports only its development build, whose dev warnings (and their messages) stay in
// the bundle. Its production build (same code, warnings off) is in the package: the built console uses it for
// both entry points react-router-dom re-exports, so the bundle holds one copy of the router.
const reactRouter = path.dirname(
  createRequire(createRequire(import.meta.url).resolve('react-router-dom')).resolve(
    'react-router/package.json',
  ),
);
const productionReactRouter = [
  { find: /^react-router$/, replacement: path.join(reactRouter, 'dist/production/index.mjs') },
  { find: /^react-router\/dom$/, replacement: path.join(reactRouter, 'dist/production/dom-export.mjs') },
];

/**
 * react-router's build names each component and context at the top level (`Link.displayName = "Link"`) and
 * creates them with calls a bundler cannot know are pure: so every component it exports stays in the main
 * script, used or not (Link, NavLink, Form, fetchers, the framework mode's parts). Without those names (only
 * React DevTools shows them) and with the calls marked pure, what the console does not use is left out.
 */
function treeShakableReactRouter(): Plugin {
  let marked = 0;
  return {
    name: 'tree-shakable-react-router',
    apply: 'build',
    transform: {
      filter: { id: /react-router\/dist\/production\// },
      handler: (code) => ({
        code: code
          .replace(/^\w+\.displayName = [^;\n]+;$/gm, '')
          .replace(/^(var \w+ = )(React\d*\.(?:forwardRef|createContext|memo)\()/gm, (_, head, call) => {
            marked += 1;
            return `${head}/* @__PURE__ */ ${call}`;
          }),
        map: null,
      }),
    },
    // A react-router release that writes these lines differently would quietly bring the unused parts back.
    buildEnd() {
      if (marked === 0)
        this.error("react-router's build changed: no component was marked pure (see vite.config.ts)");
    },
  };
}

/** The commit a build is made from (bug reports carry it with the version); none outside a git checkout. */
function buildCommit(): string {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

// Served under the router base /ec/ (spec §9): by the API in production (`pnpm start`), by Vite in
// development (`pnpm dev`, which forwards /api to an API started with `pnpm --filter @console/api start`).
export default defineConfig(({ command }) => ({
  base: '/ec/',
  plugins: [react(), treeShakableReactRouter()],
  resolve: { alias: command === 'build' ? productionReactRouter : [] },
  define: command === 'build' ? { 'import.meta.env.VITE_BUILD_COMMIT': JSON.stringify(buildCommit()) } : {},
  // Every script, stylesheet and style tag of index.html gets a nonce attribute, and the page a
  // <meta property="csp-nonce"> that styled-components and @console/ui read: the API puts a fresh nonce
  // in each of them per page and sends the matching Content-Security-Policy (apps/api consoleSite.ts).
  html: { cspNonce: 'CSP_NONCE' },
  server: { port: 5173, strictPort: true, proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      // jotai's atom() only describes a piece of state, so atoms that nothing reads are left out.
      treeshake: { manualPureFunctions: ['atom', 'atomWithLazy'] },
      output: {
        entryFileNames: MAIN_SCRIPT,
        // The sign-in pages' code in three chunks instead of a dozen small ones: each chunk costs a request
        // and its own import/export lines. Only the named modules move (not their dependencies, which the
        // main script already has); they are declarations without side effects, so their order is free.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            // What the main script shares with the pages' chunks (React, core's constants, error catalogue and
            // HTTP failure messages, ui's style tag, the app's load-once helper): otherwise each a small chunk of its own that every page loads.
            {
              name: 'base',
              test: /(node_modules\/react\/|packages\/core\/src\/(constants\/constants|errors\/(httpFailureMessages|errorCatalogue)|validate\/validate|routes\/title)\.ts|packages\/ui\/src\/theme\/(cspNonce|Stylesheet)\.|apps\/console\/src\/shared\/loadOnce\.)/,
            },
            {
              name: 'forms',
              test: /packages\/ui\/src\/(kit\/(Button|Input|FormField)\/|messages\/(MessagesProvider|controlMessages)\.)/,
            },
            {
              // The contract's schemas and zod: one file for every screen that validates (lists, forms).
              name: 'contract',
              test: /packages\/contract\/src\/|\/node_modules\/zod\//,
            },
            {
              // Popovers, selects, date pickers, tabs, dialogs and what positions them, for the screens
              // (the frame and the landing page need only Radix's slot and visually-hidden parts).
              name: 'overlays',
              test: /\/node_modules\/(@radix-ui\/(react-(?!slot\/|primitive\/|compose-refs\/|visually-hidden\/|dialog\/|dropdown-menu\/|menu\/)|primitive\/|number\/)|@floating-ui\/|react-remove-scroll|react-style-singleton|use-callback-ref|use-sidecar|aria-hidden|get-nonce|detect-node-es)|packages\/ui\/src\/(kit\/(Select|Tabs|Radio|Checkbox|Switch|Tooltip)|components\/Pagination)\//,
            },
            {
              name: 'public',
              test: /apps\/console\/src\/(screens\/auth\/(LoginPage|LoginForm|AuthParts|authForm\.logic|useAuthForm|auth\.api|useAuthApi|EmailField|useQuery)\.|screens\/public\/PublicFrame\.|app\/usePageTitle\.|product\.)/,
            },
          ],
        },
      },
    },
    modulePreload: {
      // Every browser the console supports has modulepreload.
      polyfill: false,
      // The main script's lazy public pages get their stylesheets preloaded but not their code's imports:
      // that list of files would cost every first page 1 kB, and the first page's code is fetched while the
      // main script runs anyway (src/app/preloadFirstScreen.ts). The signed-in parts keep the full preload:
      // their imports are fetched with them, not one round trip later, while user info is on its way (the
      // dashboard's first load). Lazy parts loaded from other chunks (the frame's screens) keep it too.
      resolveDependencies: (file, deps, { hostId }) =>
        hostId.startsWith('assets/main-') && !SIGNED_IN_PARTS.test(file)
          ? deps.filter((dep) => dep.endsWith('.css'))
          : deps,
    },
  },
}));
