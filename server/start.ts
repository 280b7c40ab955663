/** npm start: migrate, seed if empty, serve; prints the URL and the login. */
import { config } from './kernel/config.ts';
import { createApp } from './app.ts';
import { DEV_ADMIN_PASSWORD } from './db/seed.ts';

async function main() {
  const app = await createApp(config);
  const url = await app.listen();
  const db = app.kind === 'pglite' ? `embedded PostgreSQL (PGlite) in ${config.dataDir}` : 'PostgreSQL (DATABASE_URL)';
  console.log(`社区治理管理后台 is running at ${url}  (GraphQL ${url}/graphql, database: ${db})`);
  if (!config.adminPassword) {
    console.log(`Login: admin / ${DEV_ADMIN_PASSWORD}`);
    console.warn('WARNING: the admin password is the development default. Change it (personal center) or set ADMIN_PASSWORD before the first start.');
  } else {
    console.log('Login: admin / the ADMIN_PASSWORD given at the first start');
  }
  if (config.captchaTestCode) console.warn('WARNING: CAPTCHA_TEST_CODE is set: every captcha answer is that value (for automated tests only).');
  // SIGTERM/SIGINT: drain (app.close: no new connections, in-flight requests
  // finish, WebSockets get 1001, the log buffer is flushed) and exit 0; a
  // second signal exits at once.
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${signal}: finishing the requests in flight, then stopping`);
    app.close().then(
      () => process.exit(0),
      (err) => {
        console.error('shutdown failed', err);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((err) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
