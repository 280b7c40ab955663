import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { relayBabel } from './client/relay-babel.ts';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql module instance: the Pothos plugins load graphql's CommonJS
  // build, so the tests must too ("Cannot use GraphQLSchema from another realm").
  // @core/…: the pure rules the client imports from server/core (the same alias as tsconfig.json and client/vite.config.ts).
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }, { find: /^@core\//, replacement: fileURLToPath(new URL('./server/core/', import.meta.url)) }] },
  // Client tests (tests/client/*.test.tsx): Relay's graphql`…` tags and the automatic JSX runtime.
  plugins: [relayBabel()],
  oxc: { jsx: { runtime: 'automatic' } },
  test: {
    testTimeout: 180000,
    hookTimeout: 180000,
    pool: 'forks',
    maxWorkers: 2,
    // stop-shared-postgres: no test file leaves a PostgreSQL cluster of its own running (tests/support/shared-postgres.ts).
    setupFiles: ['tests/client/setup.ts', 'tests/support/stop-shared-postgres.ts'],
    // The server and browser tests start from databases prepared once per run (tests/support/test-databases.ts,
    // docs/test-setup.md "How the tests get their databases"); the static and client tests need none.
    // The server and browser files share their worker's modules (isolate: false): each file starts apps of its own on
    // databases of its own, so what a module keeps (the schema, compiled statements, caches keyed by database) holds
    // across files, and the server's module graph is loaded once per worker instead of once per file (docs/test-setup.md).
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/static/**/*.test.{ts,tsx}', 'tests/client/**/*.test.{ts,tsx}'] } },
      { extends: true, test: { name: 'server', isolate: false, include: ['tests/server/**/*.test.{ts,tsx}'], globalSetup: ['tests/support/test-databases.ts'] } },
      { extends: true, test: { name: 'e2e', isolate: false, include: ['tests/e2e/**/*.test.{ts,tsx}'], globalSetup: ['tests/support/test-databases.ts'] } },
    ],
  },
});
