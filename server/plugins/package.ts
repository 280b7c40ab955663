/**
 * Reading a plugin package: a zip holding plugin.json, a readme (Markdown)
 * and a logo. Nothing in it is ever executed; only these three entries are
 * read, as data. The zip is refused, before anything is inflated, when an
 * entry name could traverse (absolute, "..", backslash, drive letter,
 * control characters), when an entry would inflate past its limit, or when
 * its declared compression ratio betrays a zip bomb. Inflating writes into
 * a buffer of the declared size, so a lying header cannot grow memory.
 */
import { unzipSync, type UnzipFileInfo } from 'fflate';
import type { MessageKey } from '../kernel/i18n/messages.ts';
import { HOOKS, checkConfigSchema, defaultsOf, type ConfigSchema, type HookName } from './hooks.ts';

export const MAX_PACKAGE_BYTES = 2 * 1024 * 1024;
export const MAX_ENTRIES = 64;
/** Any single entry, inflated. */
export const MAX_ENTRY_BYTES = 1024 * 1024;
/** All entries together, inflated. */
export const MAX_TOTAL_BYTES = 4 * 1024 * 1024;
/** Inflated / compressed beyond this (for entries over 4 KB inflated) is a bomb. */
export const MAX_RATIO = 100;
export const MAX_LOGO_BYTES = 256 * 1024;

export interface PluginManifest {
  name: string;
  keyName: string;
  hook: HookName;
  version: string;
  author: string;
  description: string;
  config: ConfigSchema;
}

export interface PluginPackage {
  manifest: PluginManifest;
  readme: string;
  /** data:image/png;base64,… or null. */
  logo: string | null;
  /** The configuration a fresh install starts with: the schema's defaults. */
  defaults: Record<string, unknown>;
}

export class PackageError extends Error {
  constructor(
    readonly key: MessageKey,
    readonly params: Record<string, unknown> = {},
  ) {
    super(key);
  }
}

/** An entry name that names a file inside the package and nothing outside it. */
export function safeEntryName(name: string): boolean {
  if (!name || name.length > 255) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return false;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  return !name.split('/').some((part) => part === '..' || part === '.');
}

const MANIFEST = 'plugin.json';
const README = /^readme(\.md|\.markdown|\.txt)?$/i;
const LOGO = /^logo\.(png|jpe?g)$/i;

function field(name: string, reason: string): PackageError {
  return new PackageError('plugin.manifestField', { field: name, reason });
}

function str(m: Record<string, unknown>, name: string, max: number, opts: { required?: boolean; pattern?: RegExp } = {}): string {
  const v = m[name];
  if (v === undefined || v === null || v === '') {
    if (opts.required) throw field(name, 'required');
    return '';
  }
  if (typeof v !== 'string') throw field(name, 'must be a string');
  const text = v.trim();
  if ([...text].length > max) throw field(name, `at most ${max} characters`);
  if (opts.pattern && !opts.pattern.test(text)) throw field(name, `must match ${opts.pattern.source}`);
  return text;
}

function manifestOf(raw: Uint8Array): PluginManifest {
  let m: unknown;
  try {
    m = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(raw));
  } catch {
    throw new PackageError('plugin.badManifest');
  }
  if (!m || typeof m !== 'object' || Array.isArray(m)) throw new PackageError('plugin.badManifest');
  const o = m as Record<string, unknown>;
  const hook = str(o, 'hook', 50, { required: true });
  if (!(hook in HOOKS)) throw new PackageError('plugin.unknownHook', { hook, hooks: Object.keys(HOOKS).join(', ') });
  const config = o.config ?? { type: 'object', properties: {} };
  const problem = checkConfigSchema(config);
  if (problem) throw new PackageError('plugin.badSchema', { reason: problem });
  return {
    name: str(o, 'name', 255, { required: true }),
    keyName: str(o, 'keyName', 64, { required: true, pattern: /^[a-z][a-z0-9_-]{1,63}$/ }),
    hook: hook as HookName,
    version: str(o, 'version', 50, { required: true, pattern: /^[0-9A-Za-z.+-]+$/ }),
    author: str(o, 'author', 255),
    description: str(o, 'description', 2000),
    config: config as ConfigSchema,
  };
}

function logoOf(name: string, bytes: Uint8Array): string {
  const png = bytes.length > 8 && bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47;
  const jpeg = bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  if (bytes.length > MAX_LOGO_BYTES || !(png || jpeg)) throw new PackageError('plugin.badLogo', { kb: MAX_LOGO_BYTES / 1024 });
  return `data:image/${png ? 'png' : 'jpeg'};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** Reads and checks a package; throws PackageError (translated by the caller) when it is refused. */
export function readPluginPackage(bytes: Uint8Array): PluginPackage {
  if (bytes.length > MAX_PACKAGE_BYTES) throw new PackageError('plugin.tooLarge', { mb: MAX_PACKAGE_BYTES / 1024 / 1024 });
  // Pass 1: the central directory only (nothing inflated): names, sizes, ratios.
  const infos: UnzipFileInfo[] = [];
  try {
    unzipSync(bytes, {
      filter: (f) => {
        infos.push(f);
        return false;
      },
    });
  } catch {
    throw new PackageError('plugin.notZip');
  }
  if (infos.length === 0) throw new PackageError('plugin.notZip');
  if (infos.length > MAX_ENTRIES) throw new PackageError('plugin.tooManyEntries', { max: MAX_ENTRIES });
  let total = 0;
  for (const f of infos) {
    if (!safeEntryName(f.name)) throw new PackageError('plugin.badEntryName', { name: f.name.slice(0, 80) });
    if (f.compression !== 0 && f.compression !== 8) throw new PackageError('plugin.unsupportedCompression', { name: f.name });
    if (f.originalSize > MAX_ENTRY_BYTES) throw new PackageError('plugin.entryTooLarge', { name: f.name, kb: MAX_ENTRY_BYTES / 1024 });
    if (f.originalSize > 4096 && f.originalSize / Math.max(1, f.size) > MAX_RATIO) throw new PackageError('plugin.zipBomb', { name: f.name, ratio: MAX_RATIO });
    total += f.originalSize;
  }
  if (total > MAX_TOTAL_BYTES) throw new PackageError('plugin.entryTooLarge', { name: '*', kb: MAX_TOTAL_BYTES / 1024 });
  // The three entries we read live at the top of the package.
  const wanted = (name: string) => name === MANIFEST || README.test(name) || LOGO.test(name);
  let files: Record<string, Uint8Array>;
  try {
    files = unzipSync(bytes, { filter: (f) => wanted(f.name) });
  } catch {
    throw new PackageError('plugin.notZip');
  }
  for (const [name, data] of Object.entries(files)) {
    const declared = infos.find((f) => f.name === name)?.originalSize ?? 0;
    if (data.length > declared || data.length > MAX_ENTRY_BYTES) throw new PackageError('plugin.entryTooLarge', { name, kb: MAX_ENTRY_BYTES / 1024 });
  }
  const manifestBytes = files[MANIFEST];
  if (!manifestBytes) throw new PackageError('plugin.noManifest');
  const manifest = manifestOf(manifestBytes);
  const readmeName = Object.keys(files).find((n) => README.test(n));
  const logoName = Object.keys(files).find((n) => LOGO.test(n));
  let readme = '';
  if (readmeName) {
    try {
      readme = new TextDecoder('utf-8', { fatal: true }).decode(files[readmeName]!);
    } catch {
      throw new PackageError('plugin.manifestField', { field: readmeName, reason: 'not UTF-8 text' });
    }
    // eslint-disable-next-line no-control-regex
    readme = readme.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/g, '');
  }
  return { manifest, readme, logo: logoName ? logoOf(logoName, files[logoName]!) : null, defaults: defaultsOf(manifest.config) };
}
