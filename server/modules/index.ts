/**
 * Loads every module file: each declares its entity or controller (and with
 * it the GraphQL fields, REST routes, EPS entries and permission buttons).
 * Files are found on disk, so a new entity needs no line here.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';

const root = fileURLToPath(new URL('.', import.meta.url));

function moduleFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? moduleFiles(join(dir, e.name)) : /\.ts$/.test(e.name) && !e.name.endsWith('.d.ts') && dir !== root ? [join(dir, e.name)] : []));
}

for (const file of moduleFiles(root)) await import(pathToFileURL(file).href);
await import('../realtime/subscriptions.ts');
