/**
 * Reading a plugin package: a zip holding plugin.json, a readme (Markdown)
 * and a logo. Nothing in it is ever executed; only these three entries are
 * read, as data. The package is inflated by kernel/archive.ts within
 * PACKAGE_LIMITS, every entry's real inflated bytes counted while it
 * inflates (what the zip claims about sizes is never read): an entry
 * claiming 1,000 bytes that inflates to 512 MB is refused at the first
 * byte past MAX_ENTRY_BYTES. It is also refused when an entry name could
 * traverse (absolute, "..", backslash, drive letter, control characters),
 * when there are too many entries, or when an entry's real compression
 * ratio betrays a zip bomb.
 */
import { unzipWithinBounds, ZipRefused, type ZipLimits } from '../kernel/archive.ts';
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
export const PACKAGE_LIMITS: Readonly<ZipLimits> = { maxEntries: MAX_ENTRIES, maxEntryBytes: MAX_ENTRY_BYTES, maxTotalBytes: MAX_TOTAL_BYTES, maxRatio: MAX_RATIO };

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

export { safeEntryName } from '../kernel/archive.ts';

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
  // The three entries we read live at the top of the package; every other entry is inflated and counted too, then dropped.
  const wanted = (name: string) => name === MANIFEST || README.test(name) || LOGO.test(name);
  let files: Record<string, Uint8Array>;
  try {
    files = Object.fromEntries(unzipWithinBounds(bytes, PACKAGE_LIMITS, { keep: wanted }));
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    const r = e.refusal;
    switch (r.reason) {
      case 'tooManyEntries':
        throw new PackageError('plugin.tooManyEntries', { max: r.limit });
      case 'badEntryName':
        throw new PackageError('plugin.badEntryName', { name: r.name });
      case 'unsupportedCompression':
        throw new PackageError('plugin.unsupportedCompression', { name: r.name });
      case 'entryTooLarge':
        throw new PackageError('plugin.entryTooLarge', { name: r.name, kb: r.limit / 1024 });
      case 'totalTooLarge':
        throw new PackageError('plugin.entryTooLarge', { name: '*', kb: r.limit / 1024 });
      case 'ratio':
        throw new PackageError('plugin.zipBomb', { name: r.name, ratio: r.limit });
      default:
        throw new PackageError('plugin.notZip');
    }
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
