/**
 * Which files under server/modules are module files (each declares an entity
 * or a controller). One rule for both ways the server is run: from source
 * (modules/index.ts imports them at start) and built (scripts/build-server.ts
 * writes the same list as static imports into the bundle).
 */
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

export function moduleFiles(root: string, dir = root): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) => (e.isDirectory() ? moduleFiles(root, join(dir, e.name)) : /\.ts$/.test(e.name) && !e.name.endsWith('.d.ts') && dir !== root ? [join(dir, e.name)] : []));
}
