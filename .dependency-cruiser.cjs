/**
 * The layer rules of docs/architecture.md "Layers" (ARCHITECTURE.md principle 9):
 * kernel ← db ← the kit (crud, files, audit) ← modules ← transports ← start,
 * with server/core the pure rules the server, the client and the offline
 * verifier share. tests/static/layers.test.ts cruises server/ and client/src
 * with these rules and prints every violation; from the command line:
 *   npx depcruise --config .dependency-cruiser.cjs server client/src
 *
 * Type-only imports count (tsPreCompilationDeps): a type is a dependency too,
 * and a circle of types is a circle.
 *
 * server/generated/ is Prisma's and the Pothos generator's output: it is read
 * like a library (every layer may import the Prisma client's types), and its
 * own circles are not ours to break.
 */

/** Node modules that do I/O: server/core must stay pure (no disk, network, processes, clock-free of the host). */
const IO_MODULES =
  '^(node:)?(fs|fs/promises|net|http|http2|https|tls|dgram|dns|dns/promises|child_process|cluster|worker_threads|os|readline|repl|inspector|stream|stream/promises|process|v8|vm|module|async_hooks|perf_hooks|sqlite)$';

/** The server folders above kernel: everything of server/ but kernel itself, core and the generated client. */
const ABOVE_KERNEL = '^server/(?!(kernel|core|generated)/)';

/** What the data layer must not know: any folder above it. */
const ABOVE_DB = '^server/(?!(db|kernel|core|generated)/)';

/** Generated sources: not written by us, so not checked as the origin of a violation. */
const GENERATED = '^(server/generated/|client/src/__generated__/)';

module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle (type-only imports included): move what both sides need into a leaf module.',
      from: { pathNot: GENERATED },
      to: { circular: true },
    },
    {
      name: 'kernel-imports-nothing-above',
      severity: 'error',
      comment: 'server/kernel (config, context, errors, i18n messages) imports nothing of server/ except server/core.',
      from: { path: '^server/kernel/' },
      to: { path: ABOVE_KERNEL },
    },
    {
      name: 'db-knows-no-module',
      severity: 'error',
      comment:
        'server/db (client factory, adapter, migrate, backup) imports only kernel and core: seeds, demo data, the kit, modules and transports sit above it.',
      from: { path: '^server/db/' },
      to: { path: ABOVE_DB },
    },
    {
      name: 'client-reaches-only-core',
      severity: 'error',
      comment: 'The client imports of the server only server/core (through the @core alias).',
      from: { path: '^client/src/', pathNot: GENERATED },
      to: { path: '^server/(?!core/)' },
    },
    {
      name: 'core-is-pure',
      severity: 'error',
      comment: 'server/core imports nothing else of server/.',
      from: { path: '^server/core/' },
      to: { path: '^server/(?!core/)' },
    },
    {
      name: 'core-does-no-io',
      severity: 'error',
      comment: 'server/core does no I/O: no Node module for files, network, processes or the host.',
      from: { path: '^server/core/' },
      to: { dependencyTypes: ['core'], path: IO_MODULES },
    },
    {
      name: 'no-unresolvable-local',
      severity: 'error',
      comment: 'A relative or aliased import that does not resolve would hide its arrow from every rule above.',
      from: { path: '^(server|client/src)/', pathNot: GENERATED },
      to: { couldNotResolve: true, path: '^(\\.|@core)' },
    },
  ],
  options: {
    tsPreCompilationDeps: true,
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
