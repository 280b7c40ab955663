/**
 * PostGraphile 5 for `npm run bench -- peer` (bench/peer.ts starts it with the Node 22 of bench/peer/node_modules):
 * the amber preset, as its documentation sets it up for production — no GraphiQL, no watch mode, no explain,
 * NODE_ENV=production — over one pg pool of 10 (our server's size), served by node:http through grafserv.
 * No authentication and no row scope: every request runs as the database owner.
 *
 * PEER_FOREIGN_KEYS (JSON: [{ table, column, references }]): links the tables have in our code but not in the
 * catalogue, given to PostGraphile as @foreignKey smart tags (in memory; the database is not changed) so that it
 * builds the same relations; bench/peer.ts passes only those the database does not have as real keys.
 */
import { createServer } from 'node:http';
import { postgraphile } from 'postgraphile';
import { grafserv } from 'postgraphile/grafserv/node';
import { PostGraphileAmberPreset } from 'postgraphile/presets/amber';
import { makePgService } from 'postgraphile/adaptors/pg';
import { makeJSONPgSmartTagsPlugin } from 'postgraphile/utils';

const { DATABASE_URL, PORT, HOST = '127.0.0.1', POOL = '10' } = process.env;
const hints = JSON.parse(process.env.PEER_FOREIGN_KEYS ?? '[]');

const classTags = {};
for (const { table, column, references } of hints) {
  const tags = (classTags[table] ??= { tags: { foreignKey: [] } }).tags;
  tags.foreignKey.push(`("${column}") references ${references} (id)`);
}

const preset = {
  extends: [PostGraphileAmberPreset],
  plugins: hints.length ? [makeJSONPgSmartTagsPlugin({ version: 1, config: { class: classTags } })] : [],
  pgServices: [makePgService({ connectionString: DATABASE_URL, schemas: ['public'], poolConfig: { max: Number(POOL) } })],
  grafserv: { port: Number(PORT), host: HOST, graphqlPath: '/graphql', graphiql: false, watch: false },
  grafast: { explain: false },
};

const pgl = postgraphile(preset);
const serv = pgl.createServ(grafserv);
const server = createServer();
server.on('error', (e) => {
  console.error(e);
  process.exit(1);
});
await serv.addTo(server);
server.listen(Number(PORT), HOST, () => console.log(`PostGraphile is running at http://${HOST}:${PORT}/graphql on Node ${process.version}`));
const shutdown = async () => {
  server.close();
  await pgl.release();
  process.exit(0);
};
process.on('SIGTERM', shutdown);
process.on('SIGINT', shutdown);
