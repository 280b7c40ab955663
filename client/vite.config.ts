/**
 * The web client: `npm run dev` (dev server with a proxy to the API on :8001)
 * and `npm run build:client` (relay-compiler, then the build into client/dist,
 * which the server serves with history-mode fallback).
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { relayBabel } from './relay-babel.ts';
import { sessionPrefetch } from './session-prefetch.ts';

const API = process.env.API_URL ?? 'http://127.0.0.1:8001';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  plugins: [relayBabel(), react(), sessionPrefetch()],
  // The pure rules the server shares with the client (server/core: counting, field rules, choices; docs/architecture.md).
  resolve: { alias: { '@core': fileURLToPath(new URL('../server/core', import.meta.url)) } },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    target: 'es2022',
    chunkSizeWarningLimit: 700,
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': { target: API, ws: true, changeOrigin: true },
      '/admin': { target: API, changeOrigin: true },
      '/upload': { target: API, changeOrigin: true },
    },
  },
});
