import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const MAIN_SCRIPT = 'assets/main-[hash].js';
// The chunks of src/app/signedInParts.ts and the landing page (src/routes/landingScreen.ts): what the main
// script loads once someone is signed in.
const SIGNED_IN_PARTS = /^assets\/(SignedInLayout|ConsoleShell|screenLoader|DashboardPage)-/;

// Served under the router base /ec/ (spec §9): by the API in production (`pnpm start`), by Vite in
// development (`pnpm dev`, which forwards /api to an API started with `pnpm --filter @console/api start`).
export default defineConfig({
  base: '/ec/',
  plugins: [react()],
  // Every script, stylesheet and style tag of index.html gets a nonce attribute, and the page a
  // <meta property="csp-nonce"> that styled-components and @console/ui read: the API puts a fresh nonce
  // in each of them per page and sends the matching Content-Security-Policy (apps/api consoleSite.ts).
  html: { cspNonce: 'CSP_NONCE' },
  server: { port: 5173, strictPort: true, proxy: { '/api': `http://127.0.0.1:${process.env.PORT ?? 8080}` } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        entryFileNames: MAIN_SCRIPT,
        // The sign-in pages' code in two chunks instead of a dozen small ones: each chunk costs a request
        // and its own import/export lines. Only the named modules move (not their dependencies, which the
        // main script already has); they are declarations without side effects, so their order is free.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            {
              name: 'forms',
              test: /packages\/ui\/src\/(kit\/(Button|Input|FormField)|messages)\//,
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
              test: /apps\/console\/src\/(screens\/auth\/(AuthParts|authForm\.logic|useAuthForm|auth\.api|useAuthApi|EmailField|useQuery)\.|screens\/public\/PublicFrame\.|app\/usePageTitle\.|product\.)/,
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
});
