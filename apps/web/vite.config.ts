/// <reference types="vitest/config" />

import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type ProxyOptions } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { messageCatalogs } from './scripts/message-catalogs.ts';
import { moduleChunks } from './scripts/module-chunks.ts';
import { pwaOptions } from './scripts/pwa-options.ts';

// In development the API, the payment sandbox, uploaded files and the dev outbox live on the
// Fastify server; proxying them keeps the browser on one origin, as in production.
const serverUrl = `http://localhost:${process.env.PORT ?? 3000}`;

/**
 * The server refuses state-changing requests whose Origin is not its PUBLIC_URL. A request the
 * page itself sends through this dev server carries Vite's origin, so present it as the server's;
 * any other origin (another site) passes through unchanged and is still refused.
 */
const proxyToServer: ProxyOptions = {
  target: serverUrl,
  configure: (proxy) => {
    proxy.on('proxyReq', (proxyReq, req) => {
      if (req.headers.origin && req.headers.origin === `http://${req.headers.host}`) {
        proxyReq.setHeader('origin', serverUrl);
      }
    });
  },
};

/** The one translation pipeline's config (its .po catalogs), at the root of the repository. */
const linguiConfig = fileURLToPath(new URL('../../lingui.config.ts', import.meta.url));

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    messageCatalogs(),
    // Compiles each imported .po catalog with Lingui's compiler; a message that does not compile fails the build.
    lingui({ configPath: linguiConfig, failOnCompileError: true }),
    moduleChunks(),
    react(),
    tailwindcss(),
    // The installed app: its manifest and a Workbox service worker (decision 0049); not for the
    // server's entry (src/entry-server.tsx, decision 0053).
    isSsrBuild ? null : VitePWA(pwaOptions),
  ],
  resolve: {
    // The build runs React (react-dom), as the tests and the dev server do (decision 0037).
    alias: [{ find: '@', replacement: fileURLToPath(new URL('./src', import.meta.url)) }],
  },
  server: {
    proxy: {
      '^/(api|sandbox|uploads|dev)(/|$)': proxyToServer,
    },
  },
  // `vite build --ssr src/entry-server.tsx` (npm run build): the screens the server draws
  // (decisions 0053, 0054), into dist-server beside dist, with its packages in it: React's
  // production renderer, as the browser's build runs React's production code, whatever NODE_ENV
  // the server runs with (the development renderer takes three times as long to draw a screen).
  ...(isSsrBuild
    ? { ssr: { noExternal: true }, define: { 'process.env.NODE_ENV': JSON.stringify('production') } }
    : {}),
  build: isSsrBuild
    ? { outDir: 'dist-server', copyPublicDir: false, emptyOutDir: true }
    : {
        outDir: 'dist',
        assetsDir: 'assets',
        manifest: true,
        rolldownOptions: {
          output: {
            // Everything the entry imports statically (the runtime, the router, TanStack Query, the
            // layout, and the first screens that app/routes.tsx imports) is downloaded on every first
            // visit anyway: one file for it all rather than the many shared chunks the bundler would
            // otherwise cut it into, each a request of its own (decisions 0026 and 0031). The other
            // screens' code stays split by route.
            codeSplitting: {
              groups: [{ name: 'shell', tags: ['$initial'] }],
            },
          },
        },
      },
  test: {
    environment: 'jsdom',
    setupFiles: ['./src/test/setup.ts'],
    include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts'],
  },
}));
