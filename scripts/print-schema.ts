/**
 * npm run schema:print — writes schema.graphql from the Pothos schema and the
 * client's copy of the entity declarations (client/src/meta/entities.json)
 * and of the meeting stages' table (client/src/meta/stages.json).
 * Then it regenerates the entity kit's per-entity Relay operations
 * (client/src/entity/generated, scripts/generate-entity-operations.ts); run
 * `npm run relay` after it. All are committed; a test fails when one is stale.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { printSchemaText } from '../server/print-schema.ts';
import { entityMetaText } from '../server/crud/meta.ts';
import { rulesDocText } from '../server/crud/rules-doc.ts';
import { writeGenerated } from './generate-entity-operations.ts';
import { stagesMetaText } from '../server/core/stages.ts';

const schemaFile = fileURLToPath(new URL('../schema.graphql', import.meta.url));
const metaDir = fileURLToPath(new URL('../client/src/meta/', import.meta.url));
writeFileSync(schemaFile, printSchemaText());
mkdirSync(metaDir, { recursive: true });
writeFileSync(`${metaDir}entities.json`, entityMetaText());
// The meeting stages' facts (server/core/stages.ts), for the client's stage logic.
writeFileSync(`${metaDir}stages.json`, stagesMetaText());
const docsDir = fileURLToPath(new URL('../docs/', import.meta.url));
mkdirSync(docsDir, { recursive: true });
writeFileSync(`${docsDir}field-rules.md`, rulesDocText());
console.log(`wrote ${schemaFile}, ${metaDir}entities.json and ${metaDir}stages.json`);
const generated = writeGenerated();
console.log(`wrote ${generated.length} entity operation files under client/src/entity/generated/`);
