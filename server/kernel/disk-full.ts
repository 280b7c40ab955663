/**
 * A full disk, told apart from every other failure so the caller hears it in
 * words (docs/operations.md "A full disk"): a file write that met ENOSPC or
 * EDQUOT (an upload, a file-space version, an import's staging file, a
 * backup) or a database write refused with SQLSTATE 53100 (disk_full: the
 * embedded database's data directory, or PostgreSQL's own disk). The
 * writer removes what it half wrote; the transports turn whatever error is
 * left into DiskFullError, so no path answers a 500 for it. Nothing is kept
 * in memory about it: the next write tries the disk again, so freeing space
 * is enough, without a restart.
 */
import { AppError } from './errors.ts';

const DISK_FULL_ERRNO = new Set(['ENOSPC', 'EDQUOT']);
/** SQLSTATE disk_full. */
const DISK_FULL_SQLSTATE = new Set(['53100']);
// Prisma's text of a database error it has no code of its own for names the SQLSTATE this way.
const DISK_FULL_TEXT = /No space left on device|Disk quota exceeded|Code: `53100`/;

/** True when an error (a Node fs error, a pg or PGlite error, a Prisma error, or one wrapping them) says the disk is full. */
export function isDiskFull(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 6) return false;
  if (error instanceof DiskFullError) return true;
  const e = error as { code?: unknown; originalCode?: unknown; message?: unknown; cause?: unknown; meta?: { driverAdapterError?: unknown; code?: unknown }; originalError?: unknown };
  for (const code of [e.code, e.originalCode, e.meta?.code]) {
    if (typeof code === 'string' && (DISK_FULL_ERRNO.has(code) || DISK_FULL_SQLSTATE.has(code))) return true;
  }
  if (typeof e.message === 'string' && DISK_FULL_TEXT.test(e.message)) return true;
  return [e.cause, e.meta?.driverAdapterError, e.originalError].some((inner) => inner !== error && isDiskFull(inner, depth + 1));
}

/**
 * The translated refusal of a write that met a full disk: REST code 1001
 * with HTTP 503 (the server's state, not the request's fault: the same
 * write succeeds once space is freed), GraphQL code DISK_FULL.
 */
export class DiskFullError extends AppError {
  readonly graphqlCode = 'DISK_FULL';
  constructor(cause?: unknown) {
    super('server.diskFull', {}, 1001, undefined, 503);
    this.name = 'DiskFullError';
    if (cause !== undefined) (this as { cause?: unknown }).cause = cause;
  }
}

/** `err` as a DiskFullError when it says the disk is full (logged once, with what failed); otherwise `err` itself. */
export function asDiskFull(err: unknown, what: string): unknown {
  if (err instanceof DiskFullError || !isDiskFull(err)) return err;
  console.error(`[disk] ${what}: the disk is full`, (err as Error)?.message ?? err);
  return new DiskFullError(err);
}
