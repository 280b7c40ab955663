/** Imports every module (each registers its types, fields and routes) and builds the schema. */
import { builder } from './builder.ts';
import './modules/index.ts';

export const schema = builder.toSchema({ sortSchema: true });
