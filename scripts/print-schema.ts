/** npm run schema:print — writes schema.graphql from the Pothos schema (committed; a test fails when stale). */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from '../server/print-schema.ts';

const target = fileURLToPath(new URL('../schema.graphql', import.meta.url));
writeFileSync(target, printSchemaText());
console.log(`wrote ${target}`);
