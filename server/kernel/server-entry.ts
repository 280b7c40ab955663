/**
 * Imported first by server/start.ts (and by nothing else): marks this process as a server started from the
 * command line, so a refused setting ends it with one line naming the setting (kernel/config.ts) instead of a
 * stack trace, while tests and tools that import the modules get the error thrown as usual.
 */
(globalThis as Record<symbol, unknown>)[Symbol.for('cga.serverEntry')] = true;

export {};
