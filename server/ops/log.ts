/**
 * The server's log (docs/operations.md "Logs"): pino, at the level of LOG_LEVEL, written to stdout as one
 * JSON object per line when LOG_FORMAT=json (for a log collector), else as one readable line each.
 *
 * - A request's line carries its request id (`reqId`, kernel/request-context.ts) — the id the answer's
 *   X-Request-Id header holds and the request's audit row stores; a line about a request written elsewhere
 *   names it by passing `reqId` itself (no AsyncLocalStorage: see request-context.ts for its cost).
 * - Secrets never reach a line: every key that names one (SECRET_KEY: the audit log's SENSITIVE_NAME —
 *   passwords, tokens, secrets, captcha answers, Authorization — plus cookies and the owners' voting codes)
 *   is replaced by the audit log's REDACTED mark, at any depth, whatever logged it.
 * - In JSON mode the server's other messages (console.log/info/warn/error/debug: start, shutdown, events,
 *   unexpected errors) become lines of this log at their level too (routeConsole, server/start.ts), so a
 *   collector reads one format. In text mode they stay the plain lines they are.
 */
import { format } from 'node:util';
import pino, { type DestinationStream, type Logger } from 'pino';
import type { Config } from '../kernel/config.ts';
import { setRequestErrorSink } from '../kernel/request-context.ts';
import { SENSITIVE_NAME } from '../audit/sensitive.ts';
import { REDACTED } from '../audit/log.ts';

/**
 * Keys whose values are never written: the audit log's SENSITIVE_NAME, cookies, and the owners' voting
 * credentials (the owner code and its check digits: `ownerCode`, `voteCode`, `credentialCode`, `check`).
 */
export const SECRET_KEY = new RegExp(`${SENSITIVE_NAME.source}|cookie|ownercode|votecode|credentialcode|^check$`, 'i');

/** A value with every secret key replaced (objects and arrays walked, at most 8 deep). */
export function redactSecrets(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return value;
  if (depth > 8) return '…';
  if (Array.isArray(value)) return value.map((v) => redactSecrets(v, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value as Record<string, unknown>)) out[k] = SECRET_KEY.test(k) ? REDACTED : redactSecrets(v, depth + 1);
  return out;
}

/** One readable line of a JSON log line (text mode): time, level, request id, message, the other fields. */
export function textLine(json: string): string {
  let o: Record<string, unknown>;
  try {
    o = JSON.parse(json);
  } catch {
    return json;
  }
  const { time, level, msg, reqId, pid: _pid, hostname: _host, ...rest } = o;
  const name = typeof level === 'number' ? (pino.levels.labels[level] ?? String(level)).toUpperCase() : String(level);
  const when = typeof time === 'number' ? new Date(time).toISOString() : String(time ?? '');
  const fields = Object.entries(rest).map(([k, v]) => `${k}=${typeof v === 'string' ? v : JSON.stringify(v)}`);
  return `${when} ${name.padEnd(5)}${reqId ? ` [${reqId}]` : ''} ${msg ?? ''}${fields.length ? ` ${fields.join(' ')}` : ''}\n`;
}

/** Where the lines go: stdout unless given (tests pass their own). */
export function createLogger(config: Pick<Config, 'logLevel' | 'logFormat'>, destination?: DestinationStream): Logger {
  const out = destination ?? pino.destination({ dest: 1, sync: true });
  const stream: DestinationStream = config.logFormat === 'json' ? out : { write: (line: string) => out.write(textLine(line)) };
  return pino(
    {
      level: config.logLevel,
      base: { pid: process.pid },
      timestamp: pino.stdTimeFunctions.epochTime,
      formatters: { log: (object) => redactSecrets(object) as Record<string, unknown> },
    },
    stream,
  );
}

/**
 * In JSON mode, an error line about a request (kernel/request-context.ts logRequestError: unexpected
 * errors of REST, GraphQL, the owners' API, files) is a line of `logger` with the request's `reqId` and
 * the error (`err`: type, message, stack); in text mode it stays console's readable line with the stack.
 */
export function logRequestErrors(logger: Logger, format: Config['logFormat']): void {
  if (format !== 'json') return;
  setRequestErrorSink((scope, message, err) => logger.error({ ...(scope ? { reqId: scope.id } : {}), err }, message));
}

const CONSOLE_LEVELS = { log: 'info', info: 'info', warn: 'warn', error: 'error', debug: 'debug', trace: 'trace' } as const;

/**
 * Makes console.log/info/warn/error/debug/trace write lines of `logger` at their level (JSON mode,
 * server/start.ts): the message is console's own formatting of its arguments (an error with its stack).
 */
export function routeConsole(logger: Logger): void {
  for (const [method, level] of Object.entries(CONSOLE_LEVELS) as [keyof typeof CONSOLE_LEVELS, (typeof CONSOLE_LEVELS)[keyof typeof CONSOLE_LEVELS]][]) {
    console[method] = (...args: unknown[]) => logger[level](format(...args));
  }
}
