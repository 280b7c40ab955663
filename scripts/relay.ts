/**
 * `npm run relay`: relay-compiler with persisted queries rewritten from
 * scratch. relay-compiler only ever adds to client/persisted-queries.json
 * (and only for operations that changed), so the file is emptied first and
 * every operation persisted again (--repersist): the file is then exactly the
 * client's operations, which is what the server allows in production
 * (docs/graphql.md "Persisted queries"; tests/client/relay-artifacts.test.ts checks it).
 */
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
writeFileSync(`${root}client/persisted-queries.json`, '{}\n');
const r = spawnSync(process.execPath, [`${root}node_modules/relay-compiler/cli.js`, '--repersist', ...process.argv.slice(2)], { cwd: root, stdio: 'inherit' });
process.exit(r.status ?? 1);
