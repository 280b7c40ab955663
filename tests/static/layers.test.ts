// Layers point one way and nothing imports in a circle (docs/architecture.md
// "Layers"): dependency-cruiser walks server/ and client/src with the rules of
// .dependency-cruiser.cjs, type-only imports included, and every violation is
// printed as `rule: from → to` (a circle with its whole path) so a failure
// says which import to move.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { cruise, type ICruiseResult, type IFlattenedRuleSet } from 'dependency-cruiser';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';
import { beforeAll, describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../', import.meta.url));
const require = createRequire(import.meta.url);
const config = require(`${root}.dependency-cruiser.cjs`) as { forbidden: IFlattenedRuleSet['forbidden']; options: Record<string, unknown> };

let result: ICruiseResult;

beforeAll(async () => {
  const cwd = process.cwd();
  // dependency-cruiser reads paths relative to the working directory.
  process.chdir(root);
  try {
    const out = await cruise(
      ['server', 'client/src'],
      { ...config.options, validate: true, ruleSet: { forbidden: config.forbidden } },
      undefined,
      { tsConfig: extractTSConfig('tsconfig.json') },
    );
    result = out.output as ICruiseResult;
  } finally {
    process.chdir(cwd);
  }
}, 240_000);

/** One line per violation: the rule, the importing file, the imported one, and a circle's whole path. */
function describeViolations(rule: string): string[] {
  return result.summary.violations
    .filter((v) => v.rule.name === rule)
    .map((v) => {
      const cycle = v.cycle?.length ? `  (circle: ${[v.from, ...v.cycle.map((c) => c.name)].join(' → ')})` : '';
      return `${v.rule.name}: ${v.from} → ${v.to}${cycle}`;
    });
}

describe('import layers (dependency-cruiser)', () => {
  it('cruises both trees, type-only imports included', () => {
    const sources = result.modules.map((m) => m.source);
    expect(sources.some((s) => s.startsWith('server/kernel/'))).toBe(true);
    expect(sources.some((s) => s.startsWith('client/src/'))).toBe(true);
    // A type-only import is an arrow: server/kernel/context.ts imports the Prisma client's type only.
    const typeOnly = result.modules.flatMap((m) => m.dependencies).filter((d) => d.dependencyTypes.includes('type-only'));
    expect(typeOnly.length).toBeGreaterThan(0);
  });

  for (const rule of config.forbidden!.map((r) => r.name!)) {
    it(`${rule}: no violation`, () => {
      const found = describeViolations(rule);
      if (found.length) console.error(`${found.length} × ${rule}:\n  ${found.join('\n  ')}`);
      expect(found).toEqual([]);
    });
  }
});
