/**
 * The JSON Schema subset a plugin describes its configuration with (the
 * server checks the same, server/plugins/hooks.ts): an object whose
 * properties are strings, numbers, integers or booleans, with title,
 * description, default, enum, maxLength, minimum, maximum and format
 * (password: a masked input; uri: an http(s) address), and required names.
 */
export interface SchemaProperty {
  type: 'string' | 'number' | 'integer' | 'boolean';
  title?: string;
  description?: string;
  default?: unknown;
  enum?: (string | number)[];
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  format?: 'password' | 'uri';
}

export interface ConfigSchema {
  properties: Record<string, SchemaProperty>;
  required: string[];
}

export function schemaOf(pluginJson: unknown): ConfigSchema {
  const c = (pluginJson as { config?: { properties?: unknown; required?: unknown } } | null)?.config;
  const properties = c && typeof c.properties === 'object' && c.properties ? (c.properties as Record<string, SchemaProperty>) : {};
  const required = Array.isArray(c?.required) ? (c.required as unknown[]).filter((r): r is string => typeof r === 'string') : [];
  return { properties, required };
}

/** The form's values as the configuration (numbers as numbers, blanks left out). */
export function toConfig(schema: ConfigSchema, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [name, p] of Object.entries(schema.properties)) {
    const v = values[name];
    if (v === undefined || v === null || v === '') continue;
    if (p.type === 'number' || p.type === 'integer') out[name] = Number(v);
    else if (p.type === 'boolean') out[name] = v === true;
    else if (p.enum && p.enum.some((o) => typeof o === 'number') && !Number.isNaN(Number(v))) out[name] = Number(v);
    else out[name] = String(v);
  }
  return out;
}

export interface Problem {
  id: string;
  values?: Record<string, string | number>;
}

/** Problems by property name (message ids of the catalogues). */
export function validateConfig(schema: ConfigSchema, values: Record<string, unknown>): Record<string, Problem> {
  const out: Record<string, Problem> = {};
  const config = toConfig(schema, values);
  for (const [name, p] of Object.entries(schema.properties)) {
    const v = config[name];
    if (v === undefined) {
      if (schema.required.includes(name)) out[name] = { id: 'plugin.config.required' };
      continue;
    }
    if ((p.type === 'number' || p.type === 'integer') && (typeof v !== 'number' || !Number.isFinite(v) || (p.type === 'integer' && !Number.isInteger(v)))) out[name] = { id: 'plugin.config.number' };
    else if (typeof v === 'number' && ((p.minimum !== undefined && v < p.minimum) || (p.maximum !== undefined && v > p.maximum))) out[name] = { id: 'plugin.config.range', values: { min: p.minimum ?? '-∞', max: p.maximum ?? '∞' } };
    else if (p.format === 'uri' && typeof v === 'string' && !/^https?:\/\/\S+$/i.test(v)) out[name] = { id: 'plugin.config.uri' };
  }
  return out;
}
