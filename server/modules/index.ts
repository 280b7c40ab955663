/**
 * Loads every module file: each declares its entity or controller (and with
 * it the GraphQL fields, REST routes, EPS entries and permission buttons).
 * Files are found on disk, so a new entity needs no line here. (The built
 * server does not run this file: scripts/build-server.ts replaces it by static
 * imports of the same files, in the same order.)
 */
import { fileURLToPath, pathToFileURL } from 'node:url';
import { moduleFiles } from './files.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

for (const file of moduleFiles(root)) await import(pathToFileURL(file).href);
await import('../realtime/subscriptions.ts');
