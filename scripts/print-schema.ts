/**
 * npm run schema:print — writes schema.graphql from the Pothos schema and the
 * client's copy of the entity declarations (client/src/meta/entities.json).
 * Both are committed; a test fails when either is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from '../server/print-schema.ts';
import { entityMetaText } from '../server/crud/meta.ts';

const schemaFile = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const metaDir = fileURLToPath(new URL('../client/src/meta/', import.meta.url));
writeFileSync(schemaFile, printSchemaText());
mkdirSync(metaDir, { recursive: true });
writeFileSync(`${metaDir}entities.json`, entityMetaText());
console.log(`wrote ${schemaFile} and ${metaDir}entities.json`);
