/**
 * Typed shapes for columns the database keeps as JSON and for enumerated
 * integers (issue "A graph an API consumer can walk" §2): a column that
 * holds a shape the product defines is answered as an object type or a
 * typed list (an item's count, a ballot box, file lists, id lists) instead
 * of `JSON`, and every column with value labels gets an enum field beside
 * its integer. Declared once: upload list columns are file lists by
 * files/columns.ts, others by the entity's `shapes`; enums come from the
 * schema's value labels (their English labels name the values).
 *
 * REST keeps its legacy shapes by formatting (rest/format.ts reads the
 * `rest` extension of these types): a file is answered as its URL, and an
 * object shape without the keys that are absent (null) in it.
 */
import { builder } from '../builder.ts';
import type { Ctx } from '../kernel/context.ts';
import { urlsInValue } from './validate.ts';
import { extensionOf, groupOfName, FILE_GROUPS } from '../files/types.ts';
import { keyOfUrl } from '../files/service.ts';
import { modelInfo, type FieldInfo } from './datamodel.ts';
import { LABEL_CATALOGUES } from '../kernel/i18n/labels.ts';
import type { RestForm, Shape } from './entity.ts';

// Declared with the other declaration types (entity.ts), which import nothing of the kit.
export type { RestForm, Shape };

/** REST formatting of a shape type (read by rest/format.ts). */
export const REST_FORM = 'restForm';
/** A field the REST layer never selects by default (an enum twin of a column: the legacy shapes have only the integer). */
export const REST_SKIP = 'restSkip';

export interface FileRef {
  url: string;
}

export const FileGroupEnum = builder.enumType('FileGroup', {
  description: 'The kind of a file by its extension (SPEC §9 file type groups)',
  values: Object.fromEntries(FILE_GROUPS.map((g) => [g.toUpperCase(), { value: g }])) as Record<string, { value: string }>,
});

/** A file or image a row names: our own upload (/upload/…) or an http(s) address. */
export const FileRefType = builder.objectRef<FileRef>('FileRef').implement({
  description: 'A file or image named by a row: an upload of this server (/upload/…) or an http(s) address',
  extensions: { [REST_FORM]: 'url' satisfies RestForm },
  fields: (t) => ({
    url: t.exposeString('url', { description: 'Where it is served (signed URLs carry their signature)' }),
    name: t.string({
      description: 'The file name: the one given at upload (the n parameter), else the last path segment',
      resolve: (f) => {
        const q = f.url.indexOf('?');
        const given = q >= 0 ? new URLSearchParams(f.url.slice(q + 1)).get('n') : null;
        const last = f.url.split(/[?#]/)[0]!.split('/').pop() ?? f.url;
        try {
          return given || decodeURIComponent(last);
        } catch {
          return last;
        }
      },
    }),
    extension: t.string({ description: 'The extension, lower case, without the dot ("" when none)', resolve: (f) => extensionOf(f.url.split(/[?#]/)[0]!) }),
    group: t.field({ type: FileGroupEnum, description: 'image, video, audio, word, excel, ppt, pdf, archive or other', resolve: (f) => groupOfName(f.url.split(/[?#]/)[0]!) }),
    stored: t.boolean({ description: 'An upload of this server (else an outside address)', resolve: (f) => keyOfUrl(f.url) !== null }),
    size: t.int({
      nullable: true,
      description: 'Bytes, for an upload of this server that is still stored; null otherwise',
      resolve: async (f, _a, ctx: Ctx) => {
        const key = keyOfUrl(f.url);
        return key ? ((await ctx.files.storage.stat(key).catch(() => null))?.size ?? null) : null;
      },
    }),
  }),
});

/** A list of files (an upload list column). */
export const FILE_LIST: Shape = {
  type: [FileRefType],
  from: (stored) => urlsInValue(stored).map((url) => ({ url })),
};

export const INT_LIST: Shape = {
  type: ['Int'],
  from: (stored) => (Array.isArray(stored) ? stored.filter((v) => Number.isInteger(v)) : []),
};

export const STRING_LIST: Shape = {
  type: ['String'],
  from: (stored) => (Array.isArray(stored) ? stored.filter((v) => typeof v === 'string') : []),
};

/**
 * Values of a dictionary (a resident's roles): each as its text, as the
 * dictionary's own `value` is; the source client stores numbers where the
 * values are numeric, so REST answers the column as stored.
 */
export const DICT_VALUE_LIST: Shape = {
  type: ['String'],
  description: 'Values of a dictionary, each as its text',
  rest: 'stored',
  from: (stored) => (Array.isArray(stored) ? stored.filter((v) => typeof v === 'string' || (typeof v === 'number' && Number.isFinite(v))).map(String) : []),
};

/** An object shape from a stored JSON object (anything else is null). */
export function objectShape(type: unknown, description?: string): Shape {
  return { type, description, from: (stored) => (stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : null) };
}

/** The REST form of an object shape whose every key is a field: the object without its absent (null) keys, as stored. */
export const OMIT_NULLS = { [REST_FORM]: 'omitNulls' satisfies RestForm };

/** A list of object shapes from a stored JSON list (anything else is an empty list). */
export function listShape(type: unknown, description?: string, rest?: Shape['rest']): Shape {
  return { type: [type], description, ...(rest ? { rest } : {}), from: (stored) => (Array.isArray(stored) ? stored.filter((v) => v && typeof v === 'object') : []) };
}

// ---------------------------------------------------------------- enums

const enums = new Map<string, { ref: unknown; values: string; labels?: string }>();

/** An enum value's name from its English label: 'In progress' → IN_PROGRESS. */
function valueName(label: string | undefined, value: number, taken: Set<string>): string {
  let name = (label ?? '')
    .normalize('NFKD')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
    .toUpperCase();
  if (!/^[A-Z]/.test(name)) name = `V${value}${name ? `_${name}` : ''}`;
  while (taken.has(name)) name = `${name}_${value}`;
  taken.add(name);
  return name;
}

const labelsOf = (options: readonly { value: number; label: string }[]) => options.map((o) => `${o.value} ${o.label}`).join(', ');

/**
 * An enum a module declares from a table of its own (the meeting stages,
 * core/stages.ts) instead of one derived from a column's labels: the
 * columns naming it (an entity's `enums`) must carry exactly its values and
 * zh-cn names, or the schema refuses to build. Declared when the module
 * loads, before any field is built.
 */
export function declareEnum(name: string, description: string, values: readonly { key: string; value: number; label: string; description: string }[]): unknown {
  if (enums.has(name)) throw new Error(`Enum ${name} is declared after a column made it: declare it first`);
  const ref = builder.enumType(name, {
    description,
    values: Object.fromEntries(values.map((v) => [v.key, { value: v.value, description: v.description }])) as Record<string, { value: number; description: string }>,
  });
  enums.set(name, { ref, values: values.map((v) => `${v.value}`).join(','), labels: labelsOf(values) });
  return ref;
}

/**
 * The enum of a column with value labels: named `name` (shared by columns
 * with the same values, such as the meeting stages), its values named from
 * the English labels, each standing for its integer.
 */
export function enumOf(f: FieldInfo, name: string): unknown {
  const options = f.options!;
  const signature = options.map((o) => `${o.value}`).join(',');
  const known = enums.get(name);
  if (known) {
    if (known.values !== signature) throw new Error(`Enum ${name} is given different values by ${f.model}.${f.name}`);
    if (known.labels !== undefined && known.labels !== labelsOf(options)) throw new Error(`Enum ${name} is declared with other names than the labels of ${f.model}.${f.name} (prisma/schema.prisma)`);
    return known.ref;
  }
  const taken = new Set<string>();
  const en = LABEL_CATALOGUES.en;
  const ref = builder.enumType(name, {
    description: `${modelInfo(f.model).byName.get(f.name)?.doc ?? f.label}`,
    values: Object.fromEntries(
      options.map((o) => [valueName(en[`${f.model}.${f.name}.${o.value}`], o.value, taken), { value: o.value, description: `${o.value} ${o.label}${en[`${f.model}.${f.name}.${o.value}`] ? ` (${en[`${f.model}.${f.name}.${o.value}`]})` : ''}` }]),
    ) as Record<string, { value: number; description: string }>,
  });
  enums.set(name, { ref, values: signature });
  return ref;
}
