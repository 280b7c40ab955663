// Relay compiler configuration (npm run relay). Generated artifacts are committed;
// tests/client/relay-artifacts.test.ts fails when they are stale.
// Named exports (no default): relay-compiler require()s this ES module and reads
// the namespace object as the config.
export const src = './client/src';
export const schema = './schema.graphql';
export const language = 'typescript';
export const artifactDirectory = './client/src/__generated__';
export const excludes = ['**/node_modules/**', '**/__generated__/**'];
export const eagerEsModules = true;
export const customScalarTypes = { DateTime: 'string', Decimal: 'string', JSON: 'unknown', VoteChoice: '0 | 1 | 2' };
// Persisted queries (docs/graphql.md "Persisted queries"): every operation's text goes to
// this file keyed by its hash, and the artifacts carry only the id. The server
// reads the file as its allowlist. scripts/relay.ts rewrites it from scratch.
export const persistConfig = { file: './client/persisted-queries.json', algorithm: 'SHA256' };
