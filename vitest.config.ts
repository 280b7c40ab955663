import { createRequire } from 'node:module';
import { defineConfig } from 'vitest/config';

const require = createRequire(import.meta.url);

export default defineConfig({
  // One graphql module instance: the Pothos plugins load graphql's CommonJS
  // build, so the tests must too ("Cannot use GraphQLSchema from another realm").
  resolve: { alias: [{ find: /^graphql$/, replacement: require.resolve('graphql') }] },
  test: {
    include: ['tests/**/*.test.ts'],
    testTimeout: 60000,
    hookTimeout: 180000,
    pool: 'forks',
    maxWorkers: 2,
  },
});
