import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { mantineStylesPerModule } from './scripts/mantine-styles.ts';
import { shippedCssIsWritten } from './scripts/shipped-css.ts';

// The dev server proxies API, tRPC and WebSocket calls to the API started by `npm run dev`.
const apiTarget = `http://127.0.0.1:${process.env.DEV_API_PORT ?? '3001'}`;

export default defineConfig({
  plugins: [
    tanstackRouter({
      target: 'react',
      autoCodeSplitting: true,
      // The router's default leaves a route's loader and pendingComponent in the route tree, which is part of every
      // page's first download; here each is a chunk of its own, fetched with the page's chunk when the page opens
      // (docs/decisions/0030-router-layouts-loaders-and-data-layer.md).
      codeSplittingOptions: { defaultBehavior: [['loader'], ['component'], ['pendingComponent'], ['errorComponent'], ['notFoundComponent']] },
    }),
    react(),
    mantineStylesPerModule(),
    shippedCssIsWritten(),
  ],
  // Every `from 'zod'` gets zod with its eval-based compiler off (lib/zod-jitless.ts, which itself imports 'zod/v4').
  resolve: { alias: [{ find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod-jitless.ts', import.meta.url)) }] },
  build: {
    outDir: 'dist/client',
    // The prerender step reads it to link each page's own CSS and route chunk (no unstyled first paint).
    manifest: true,
    emptyOutDir: true,
    rolldownOptions: {
      // @trpc/client and @trpc/react-query do not declare `sideEffects: false` (@trpc/server does), so their
      // unused modules stayed in the data layer's chunk: the WebSocket link alone, which the app never uses, was
      // 0.8 KB gzip on every page that talks to the server. Nothing in them runs for its effect on import.
      treeshake: {
        moduleSideEffects: (id: string) => (/[\\/]node_modules[\\/]@trpc[\\/](client|react-query)[\\/]/.test(id) ? false : undefined),
      },
      output: {
        codeSplitting: {
          groups: [
            // zod and the module that switches off its eval-based compiler travel together, so the
            // switch runs before any chunk builds a schema (our CSP forbids eval; see lib/zod-jitless.ts).
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|zod-jitless\.ts$/, priority: 3 },
            // What the entry imports statically, in four files that the start-up module evaluates one task at a time
            // (docs/decisions/0039-shell-evaluated-in-steps.md): as one file it was one long task before hydration.
            { name: 'react', tags: ['$initial'], test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 5 },
            { name: 'mantine', tags: ['$initial'], test: /[\\/]node_modules[\\/]@mantine[\\/]/, priority: 4 },
            { name: 'router', tags: ['$initial'], test: /[\\/]node_modules[\\/]@tanstack[\\/]/, priority: 4 },
            // The rest (our shell, the cart) in one file: left to itself the bundler cut it into dozens of small
            // files, each a request (decision 17). The entry (index.html and entry-client) stays out: captured, its
            // chunk would vanish and nothing would start the app.
            { name: 'shell', tags: ['$initial'], test: (id: string) => !/[\\/](index\.html|entry-client\.tsx)$/.test(id), priority: 2 },
          ],
        },
      },
    },
  },
  server: {
    // changeOrigin off: the API sees the browser's Host (localhost:3000), so the cross-site check matches the page's
    // Origin; Vite's string shorthand turns it on, and every write was refused with 403.
    proxy: {
      '/api': { target: apiTarget, changeOrigin: false },
      '/trpc': { target: apiTarget, changeOrigin: false },
      '/ws': { target: apiTarget, ws: true, changeOrigin: false },
    },
  },
});
