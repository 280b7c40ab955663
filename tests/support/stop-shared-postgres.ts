// Registered before every test file's own hooks, so it runs after them (vitest runs after-hooks as a stack):
// the file's apps are closed before their PostgreSQL cluster stops. See support/shared-postgres.ts.
import { afterAll } from 'vitest';
import { stopSharedPostgres } from './shared-postgres.ts';

afterAll(stopSharedPostgres);
