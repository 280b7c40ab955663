/**
 * The port behind which the bytes of uploaded files live (the context's
 * FilesPort.storage): implemented by files/storage.ts, the local disk or an
 * S3-compatible bucket. Declared here, beside the other ports of the context
 * (kernel/context.ts), so the kernel names it without knowing the kit.
 */
import type { Readable } from 'node:stream';

export interface StoredObject {
  key: string;
  size: number;
  lastModified: Date;
}

export interface ReadResult {
  body: Readable;
  /** Size of the whole object. */
  size: number;
  /** First and last byte sent (inclusive). */
  start: number;
  end: number;
}

/** The bytes to store: read once, as a stream, with their size known. */
export interface Source {
  size: number;
  open(): Readable;
  /** A file on this machine holding the bytes (an upload's temporary file): copied by the kernel where possible. */
  path?: string;
}

export interface FileStorage {
  readonly kind: 'local' | 's3';
  put(key: string, source: Source, contentType: string): Promise<void>;
  /** The object, or the byte range [start, end] of it; null when there is none. */
  get(key: string, range?: { start: number; end: number | null }): Promise<ReadResult | null>;
  stat(key: string): Promise<{ size: number } | null>;
  delete(key: string): Promise<void>;
  /** Every object under a key prefix ('app/base/', 'space/'). */
  list(prefix: string): AsyncIterable<StoredObject>;
  close(): Promise<void>;
}
