/**
 * The shapes a plugin row stores (crud/shapes.ts): the manifest `install`
 * writes from the package's plugin.json (plugins/package.ts), and the code
 * bundles the source system kept beside it ({ type, data }, as its plugin
 * entity declares them; this server never writes or runs them). Every key
 * they hold is a field, so REST answers them as stored (omitNulls).
 */
import { builder } from '../../builder.ts';
import { OMIT_NULLS, objectShape, type Shape } from '../../crud/shapes.ts';
import type { PluginManifest } from '../../plugins/package.ts';

export const PluginManifestType = builder.objectRef<Partial<PluginManifest>>('PluginManifest').implement({
  description: "A plugin's manifest, as its package's plugin.json declared it (checked on install)",
  extensions: OMIT_NULLS,
  fields: (t) => ({
    name: t.string({ nullable: true, resolve: (m) => m.name ?? null }),
    keyName: t.string({ nullable: true, description: 'The plugin key (unique)', resolve: (m) => m.keyName ?? null }),
    hook: t.string({ nullable: true, description: 'The hook it serves', resolve: (m) => m.hook ?? null }),
    version: t.string({ nullable: true, resolve: (m) => m.version ?? null }),
    author: t.string({ nullable: true, resolve: (m) => m.author ?? null }),
    description: t.string({ nullable: true, resolve: (m) => m.description ?? null }),
    // The settings' schema (JSON Schema, checked on install by plugins/hooks.ts): what the plugin's author wrote.
    config: t.field({ type: 'JSON', nullable: true, description: "The schema of the plugin's settings (a JSON Schema object the plugin's author wrote)", resolve: (m) => m.config ?? null }),
  }),
});

export interface PluginCode {
  type?: string;
  data?: string;
}

export const PluginCodeType = builder.objectRef<PluginCode>('PluginCode').implement({
  description: "A plugin's code as the source system kept it: its kind and its text (never run by this server)",
  extensions: OMIT_NULLS,
  fields: (t) => ({
    type: t.string({ nullable: true, description: 'comm or module (the bundle), ts (the sources)', resolve: (c) => (typeof c.type === 'string' ? c.type : null) }),
    data: t.string({ nullable: true, description: 'The code', resolve: (c) => (typeof c.data === 'string' ? c.data : null) }),
  }),
});

export const PLUGIN_MANIFEST: Shape = objectShape(PluginManifestType, "The plugin's manifest (plugin.json), written by install");
export const PLUGIN_CODE: Shape = objectShape(PluginCodeType, "The plugin's code bundle as the source system kept it (null here: install writes none)");
export const PLUGIN_SOURCES: Shape = objectShape(PluginCodeType, "The plugin's TypeScript sources as the source system kept them (null here: install writes none)");
