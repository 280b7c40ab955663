import { createDatabase, startPostgres } from '../tests/support/postgres.ts';
const pg = await startPostgres();
console.log('URL', await createDatabase(pg!.url, 'memprobe'));
process.on('SIGTERM', async () => { await pg!.stop(); process.exit(0); });
setInterval(() => {}, 1 << 30);
