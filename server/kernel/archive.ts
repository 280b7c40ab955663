/**
 * Opening compressed input within declared bounds: the one place the server
 * inflates a zip (XLSX imports in crud/sheet.ts, plugin packages in
 * plugins/package.ts) or a gzip stream (backups in db/backup.ts).
 *
 * What a zip says about itself is never believed. The sizes in its central
 * directory and local headers are only claims: an entry whose directory
 * says 1,000 bytes may inflate to 512 MB. So nothing here reads them to
 * decide anything. Entries are walked with fflate's streaming `Unzip`, the
 * archive fed to it in small slices (FEED_BYTES); each slice of compressed
 * data can inflate to at most ~1,032 times its size (DEFLATE's ceiling), and
 * every inflated byte is counted as it comes out. The first byte past a
 * limit refuses the archive and nothing more is fed in: memory stays at
 * the limits plus one slice's output, whatever the archive claims.
 *
 * The callers read what this answers (the inflated entries it kept), never
 * the original bytes again: an XLSX is handed to exceljs re-zipped from
 * the entries checked here, so a second reader cannot see entries (or
 * sizes) this one did not.
 */
import { Inflate, Unzip, type UnzipFile } from 'fflate';
import { createGunzip } from 'node:zlib';
import type { Readable } from 'node:stream';

/** Compressed bytes handed to the inflater at a time: bounds one step's output to ~FEED_BYTES × 1,032. */
export const FEED_BYTES = 8 * 1024;

export interface ZipLimits {
  /** Entries in the archive, directories included. */
  maxEntries: number;
  /** Real inflated bytes of any one entry. */
  maxEntryBytes: number;
  /** Real inflated bytes of all entries together. */
  maxTotalBytes: number;
  /** Real inflated / compressed bytes of a deflated entry (over 4 KB inflated) beyond which it is a bomb; none when absent. */
  maxRatio?: number;
}

export type ZipRefusal =
  | { reason: 'notZip' }
  | { reason: 'tooManyEntries'; limit: number }
  | { reason: 'badEntryName'; name: string }
  | { reason: 'unsupportedCompression'; name: string }
  | { reason: 'entryTooLarge'; name: string; limit: number }
  | { reason: 'totalTooLarge'; limit: number }
  | { reason: 'ratio'; name: string; limit: number };

/** An archive refused by unzipWithinBounds; `refusal` says why (callers translate it). */
export class ZipRefused extends Error {
  constructor(readonly refusal: ZipRefusal) {
    super(`zip refused: ${refusal.reason}`);
    this.name = 'ZipRefused';
  }
}

/** An entry name that names a file inside the archive and nothing outside it. */
export function safeEntryName(name: string): boolean {
  if (!name || name.length > 255) return false;
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f\\]/.test(name)) return false;
  if (name.startsWith('/') || /^[A-Za-z]:/.test(name)) return false;
  return !name.split('/').some((part) => part === '..' || part === '.');
}

export interface UnzipOptions {
  /** Whether to keep this entry's inflated bytes in the answer (default: every entry). Entries not kept are still inflated and counted. */
  keep?: (name: string) => boolean;
  /**
   * A reader of one entry's inflated bytes as they come out (e.g. a scan of a
   * sheet's XML), or nothing. It may throw to refuse the archive: its error
   * is what unzipWithinBounds throws, and inflation stops there.
   */
  observe?: (name: string) => ((chunk: Uint8Array, final: boolean) => void) | undefined;
}

interface EntryState {
  name: string;
  deflated: boolean;
  compressed: number;
  inflated: number;
  parts: Uint8Array[] | null;
  observer: ((chunk: Uint8Array, final: boolean) => void) | undefined;
  done: boolean;
}

function concat(parts: Uint8Array[], length: number): Uint8Array {
  if (parts.length === 1) return parts[0]!;
  const out = new Uint8Array(length);
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/**
 * Inflates a zip held in memory within `limits`; answers the kept entries by
 * name. Throws ZipRefused (or the error an observer threw) as soon as a
 * limit is passed, never after inflating past it.
 */
export function unzipWithinBounds(bytes: Uint8Array, limits: ZipLimits, options: UnzipOptions = {}): Map<string, Uint8Array> {
  const kept = new Map<string, Uint8Array>();
  const states: EntryState[] = [];
  const names = new Set<string>();
  let total = 0;
  let failure: unknown = null;
  const refuse = (why: ZipRefusal | Error) => {
    failure ??= why instanceof Error ? why : new ZipRefused(why);
  };

  // The entry whose decoder fflate is constructing (file.start() below runs the constructor synchronously).
  let starting: EntryState | null = null;
  /** fflate's DEFLATE decoder for zip entries, counting the compressed bytes it is given (for the ratio). */
  class CountingInflate {
    static compression = 8;
    ondata!: (err: Error | null, data: Uint8Array, final: boolean) => void;
    private readonly state: EntryState;
    private readonly inflate: Inflate;
    constructor() {
      this.state = starting!;
      this.inflate = new Inflate((data, final) => this.ondata(null, data, final));
    }
    push(chunk: Uint8Array, final: boolean) {
      this.state.compressed += chunk.length;
      try {
        this.inflate.push(chunk, final);
      } catch (e) {
        this.ondata(e as Error, new Uint8Array(0), final);
      }
    }
  }

  const onfile = (file: UnzipFile) => {
    if (failure) return;
    if (states.length >= limits.maxEntries) return refuse({ reason: 'tooManyEntries', limit: limits.maxEntries });
    const name = file.name;
    if (!safeEntryName(name)) return refuse({ reason: 'badEntryName', name: name.slice(0, 80) });
    // Two entries of one name: which one a second reader takes is its own choice, so neither is taken.
    if (names.has(name)) return refuse({ reason: 'notZip' });
    names.add(name);
    if (file.compression !== 0 && file.compression !== 8) return refuse({ reason: 'unsupportedCompression', name });
    const state: EntryState = {
      name,
      deflated: file.compression === 8,
      compressed: 0,
      inflated: 0,
      parts: (options.keep?.(name) ?? true) ? [] : null,
      observer: options.observe?.(name),
      done: false,
    };
    states.push(state);
    file.ondata = (err, data, final) => {
      if (failure) return;
      if (err) return refuse({ reason: 'notZip' });
      state.inflated += data.length;
      total += data.length;
      if (state.inflated > limits.maxEntryBytes) return refuse({ reason: 'entryTooLarge', name, limit: limits.maxEntryBytes });
      if (total > limits.maxTotalBytes) return refuse({ reason: 'totalTooLarge', limit: limits.maxTotalBytes });
      if (state.parts && data.length) state.parts.push(data);
      if (state.observer) {
        try {
          state.observer(data, final);
        } catch (e) {
          return refuse(e instanceof Error ? e : new Error(String(e)));
        }
      }
      if (!final) return;
      if (limits.maxRatio && state.deflated && state.inflated > 4096 && state.inflated / Math.max(1, state.compressed) > limits.maxRatio) {
        return refuse({ reason: 'ratio', name, limit: limits.maxRatio });
      }
      state.done = true;
      if (state.parts) kept.set(name, concat(state.parts, state.inflated));
      state.parts = null;
    };
    starting = state;
    try {
      file.start();
    } finally {
      starting = null;
    }
  };

  const unzip = new Unzip(onfile);
  unzip.register(CountingInflate);
  if (bytes.length === 0) throw new ZipRefused({ reason: 'notZip' });
  try {
    for (let at = 0; at < bytes.length && !failure; at += FEED_BYTES) {
      unzip.push(bytes.subarray(at, at + FEED_BYTES), at + FEED_BYTES >= bytes.length);
    }
  } catch {
    // fflate's own errors: a truncated or garbled archive.
    refuse({ reason: 'notZip' });
  }
  if (failure) throw failure;
  // No entry at all, or one cut short (its data ended before its DEFLATE stream did).
  if (states.length === 0 || states.some((s) => !s.done)) throw new ZipRefused({ reason: 'notZip' });
  return kept;
}

export interface GzipLineLimits {
  /** Real inflated bytes of one line (without its newline). */
  maxLineBytes: number;
  /** Real inflated bytes of the whole stream. */
  maxTotalBytes: number;
}

/** A gzip stream refused by gunzipLinesWithinBounds. */
export class GzipRefused extends Error {
  constructor(
    readonly reason: 'lineTooLong' | 'totalTooLarge' | 'notGzip',
    readonly limit: number,
  ) {
    super(reason === 'notGzip' ? 'not a gzip stream' : reason === 'lineTooLong' ? `a line inflates to more than ${limit} bytes` : `the stream inflates to more than ${limit} bytes`);
    this.name = 'GzipRefused';
  }
}

/**
 * The lines (UTF-8, without their newline) of a gzip stream, inflated as
 * they are read — node's zlib inflates in 16 KB steps — and refused with
 * GzipRefused as soon as one line or the whole grows past its limit. A
 * line is held only until its newline, never beyond maxLineBytes.
 */
export async function* gunzipLinesWithinBounds(input: Readable | NodeJS.ReadableStream, limits: GzipLineLimits): AsyncGenerator<string> {
  const gunzip = createGunzip();
  const source = input as Readable;
  source.on('error', (e) => gunzip.destroy(e));
  source.pipe(gunzip);
  const decoder = new TextDecoder('utf-8');
  let parts: Buffer[] = [];
  let lineBytes = 0;
  let total = 0;
  try {
    for await (const chunk of gunzip as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > limits.maxTotalBytes) throw new GzipRefused('totalTooLarge', limits.maxTotalBytes);
      let from = 0;
      for (let nl = chunk.indexOf(10, from); nl >= 0; nl = chunk.indexOf(10, from)) {
        lineBytes += nl - from;
        if (lineBytes > limits.maxLineBytes) throw new GzipRefused('lineTooLong', limits.maxLineBytes);
        parts.push(chunk.subarray(from, nl));
        yield decoder.decode(Buffer.concat(parts, lineBytes));
        parts = [];
        lineBytes = 0;
        from = nl + 1;
      }
      lineBytes += chunk.length - from;
      if (lineBytes > limits.maxLineBytes) throw new GzipRefused('lineTooLong', limits.maxLineBytes);
      if (from < chunk.length) parts.push(chunk.subarray(from));
    }
  } catch (e) {
    if (e instanceof GzipRefused) throw e;
    // zlib's own errors (not gzip, a damaged or cut stream).
    if (e && typeof e === 'object' && 'code' in e && String((e as { code: unknown }).code).startsWith('Z_')) throw new GzipRefused('notGzip', 0);
    throw e;
  } finally {
    source.unpipe(gunzip);
    gunzip.destroy();
    (source as Readable).destroy?.();
  }
  if (lineBytes > 0) yield decoder.decode(Buffer.concat(parts, lineBytes));
}
